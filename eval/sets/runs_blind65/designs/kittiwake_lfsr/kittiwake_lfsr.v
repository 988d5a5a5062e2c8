// kittiwake_lfsr: 16-bit Fibonacci LFSR (taps 16,14,13,11) with seed load.
// Ports: clk, rst, load, seed[15:0], step -> state[15:0], bit_out.
// An all-zero seed is replaced by 16'hACE1 so the sequence never locks up.
module kittiwake_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] state,
    output wire        bit_out
);
    wire feedback = state[15] ^ state[13] ^ state[12] ^ state[10];
    assign bit_out = state[0];

    always @(posedge clk) begin
        if (rst)
            state <= 16'hACE1;
        else if (load)
            state <= (seed == 16'd0) ? 16'hACE1 : seed;
        else if (step)
            state <= {state[14:0], feedback};
    end
endmodule
