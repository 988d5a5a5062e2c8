// yellowlegs_lfsr: 16-bit Galois LFSR pseudo-random generator (taps 0xB400, maximal length)
// with loadable seed; seed handling lives in yellowlegs_lfsr_seed.v (zero seed replaced by 0xACE1)
// Ports: clk, rst, load, seed[15:0], step, rnd[15:0], bit_out
module yellowlegs_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] rnd,
    output wire        bit_out
);
    wire [15:0] safe_seed;

    yellowlegs_lfsr_seed u_seed (.seed(seed), .safe(safe_seed));

    assign bit_out = rnd[0];

    always @(posedge clk) begin
        if (rst)
            rnd <= 16'hACE1;
        else if (load)
            rnd <= safe_seed;
        else if (step)
            rnd <= rnd[0] ? ((rnd >> 1) ^ 16'hB400) : (rnd >> 1);
    end
endmodule
