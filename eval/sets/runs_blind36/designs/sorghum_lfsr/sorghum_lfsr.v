// sorghum_lfsr: 16-bit Galois LFSR pseudo-random generator with seed load and enable.
// Polynomial x^16 + x^14 + x^13 + x^11 + 1 (toggle mask 16'hB400). A zero seed is replaced by 16'hACE1.
// Ports: clk, rst, load, seed[15:0], en -> state[15:0], bit_out.
module sorghum_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        en,
    output reg  [15:0] state,
    output wire        bit_out
);
    localparam [15:0] MASK = 16'hB400;

    assign bit_out = state[0];

    wire [15:0] next = state[0] ? ((state >> 1) ^ MASK) : (state >> 1);

    always @(posedge clk) begin
        if (rst)
            state <= 16'hACE1;
        else if (load)
            state <= (seed == 16'd0) ? 16'hACE1 : seed;
        else if (en)
            state <= {next[15:1], next[0]};
    end
endmodule
