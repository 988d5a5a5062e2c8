// guppy_lfsr: 16-bit Fibonacci LFSR (taps 16,14,13,11) used as a test-pattern
// generator, with a loadable seed and a lock-up detector for the all-zero state.
module guppy_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] state,
    output wire        bit_out,
    output wire        stuck
);
    wire fb = state[15] ^ state[13] ^ state[12] ^ state[10];
    assign bit_out = state[15];
    assign stuck = (state == 16'h0000);

    always @(posedge clk) begin
        if (rst)
            state <= 16'hACE1;
        else if (load)
            state <= (seed == 16'h0000) ? 16'h0001 : seed;
        else if (step)
            state <= {state[14:0], fb};
    end
endmodule
