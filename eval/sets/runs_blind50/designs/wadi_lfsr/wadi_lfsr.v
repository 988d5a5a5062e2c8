// wadi_lfsr: 16-bit maximal-length Galois LFSR pseudo-random generator (taps 0xB400),
// with seed load, enable and an 8-bit output window.
// Ports: clk, rst, load, seed[15:0], en in; state[15:0], rnd[7:0] out.
// A zero seed is replaced by 16'hACE1 because the all-zero state locks up the LFSR.
module wadi_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        en,
    output reg  [15:0] state,
    output wire [7:0]  rnd
);
    localparam [15:0] TAPS = 16'hB400;
    localparam [15:0] DEFAULT_SEED = 16'hACE1;

    wire [15:0] next = state[0] ? ((state >> 1) ^ TAPS) : (state >> 1);

    always @(posedge clk) begin
        if (rst)
            state <= DEFAULT_SEED;
        else if (load)
            state <= (seed == 16'h0000) ? DEFAULT_SEED : seed;
        else if (en)
            state <= next;
    end

    assign rnd = state[7:0];
endmodule
