// dugong_mul8: combinational 8x8 signed multiplier used by dugong_mac.
module dugong_mul8 (
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  y,
    output wire signed [15:0] p
);
    assign p = x * y;
endmodule
