// heliotrope_lfsr: 16-bit Fibonacci LFSR pseudo-random generator with seed load
// Taps 16,14,13,11 (maximal length). Ports: clk, rst, load, seed[15:0], step -> rnd[15:0], bit_out
module heliotrope_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] rnd,
    output wire        bit_out
);
    wire fb = rnd[15] ^ rnd[13] ^ rnd[12] ^ rnd[10];
    assign bit_out = rnd[0];
    always @(posedge clk) begin
        if (rst)
            rnd <= 16'hACE1;
        else if (load)
            rnd <= (seed == 16'h0) ? 16'h0001 : seed;
        else if (step)
            rnd <= {rnd[14:0], fb};
    end
endmodule
