// talus_mul: combinational signed 8x8 -> 16 multiplier used by talus_mac.
module talus_mul (
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  y,
    output wire signed [15:0] p
);
    assign p = x * y;
endmodule
