// Registered 12x12 unsigned multiplier with no internal pipelining:
// the whole partial-product array sits between two register stages.
module mult12_pipe_slow (
    input  wire        clk,
    input  wire [11:0] a,
    input  wire [11:0] b,
    output reg  [23:0] p
);
    reg [11:0] a_q, b_q;

    always @(posedge clk) begin
        a_q <= a;
        b_q <= b;
        p   <= a_q * b_q;
    end
endmodule
