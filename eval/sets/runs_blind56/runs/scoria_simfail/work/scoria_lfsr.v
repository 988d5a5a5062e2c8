// scoria_lfsr: 16-bit Fibonacci LFSR pattern generator for a PRBS link test.
// Polynomial x^16 + x^14 + x^13 + x^11 + 1 (maximal length, period 65535).
// load copies seed (zero seed is replaced by 16'hACE1); step advances one state.
module scoria_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] state,
    output wire        prbs_bit
);
    // taps: bits 15, 13, 12, 10 (polynomial exponents minus one)
    wire feedback = state[15] ^ state[13] ^ state[12] ^ state[11];

    assign prbs_bit = state[15];

    always @(posedge clk) begin
        if (rst)
            state <= 16'hACE1;
        else if (load)
            state <= (seed == 16'h0000) ? 16'hACE1 : seed;
        else if (step)
            state <= {state[14:0], feedback};
    end
endmodule
