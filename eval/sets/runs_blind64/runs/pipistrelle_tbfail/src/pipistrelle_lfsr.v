// pipistrelle_lfsr: 16-bit Galois LFSR pseudo-random generator with seed load and enable
// Taps mask TAPS (default 16'hB400 = x^16 + x^14 + x^13 + x^11 + 1, maximal length 65535)
// A zero seed is replaced by 16'h0001 so the register can never lock up.
// Ports: clk, rst (sync, active high), load, seed[15:0], en, rnd[15:0], bit_out (LSB before the shift)
module pipistrelle_lfsr #(
    parameter [15:0] TAPS = 16'hB400
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        en,
    output reg  [15:0] rnd,
    output wire        bit_out
);
    assign bit_out = rnd[0];

    always @(posedge clk) begin
        if (rst)
            rnd <= 16'hACE1;
        else if (load)
            rnd <= (seed == 16'h0000) ? 16'h0001 : seed;
        else if (en)
            rnd <= (rnd >> 1) ^ (rnd[0] ? TAPS : 16'h0000);
    end
endmodule
