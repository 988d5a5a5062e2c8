// diopside_mul: 8x8 signed multiplier with one pipeline register on the product
module diopside_mul (
    input  wire               clk,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [15:0] p
);
    always @(posedge clk)
        p <= a * b;
endmodule
