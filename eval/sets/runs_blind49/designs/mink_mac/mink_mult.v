// mink_mult: registered 8x8 signed multiplier used by mink_mac
module mink_mult (
    input  wire               clk,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [15:0] p
);
    always @(posedge clk)
        p <= a * b;
endmodule
