// bilberry_mult: combinational unsigned 8x8 multiplier used by bilberry_mac
module bilberry_mult (
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output wire [15:0] p
);
    assign p = a * b;
endmodule
