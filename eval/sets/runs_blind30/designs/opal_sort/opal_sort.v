// opal_sort: combinational 4-input 6-bit sorting network (5 compare-exchange units), ascending order
module opal_cmpx (
    input  wire [5:0] a,
    input  wire [5:0] b,
    output wire [5:0] lo,
    output wire [5:0] hi
);
    wire swap = (a > b);
    assign lo = swap ? b : a;
    assign hi = swap ? a : b;
endmodule

module opal_sort (
    input  wire [5:0] in0,
    input  wire [5:0] in1,
    input  wire [5:0] in2,
    input  wire [5:0] in3,
    output wire [5:0] out0,
    output wire [5:0] out1,
    output wire [5:0] out2,
    output wire [5:0] out3
);
    wire [5:0] l01, h01, l23, h23, mlo, mhi;
    wire [5:0] mid_lo, mid_hi;

    opal_cmpx c0 (.a(in0), .b(in1), .lo(l01), .hi(h01));
    opal_cmpx c1 (.a(in2), .b(in3), .lo(l23), .hi(h23));
    opal_cmpx c2 (.a(l01), .b(l23), .lo(out0), .hi(mlo));
    opal_cmpx c3 (.a(h01), .b(h23), .lo(mhi), .hi(out3));
    opal_cmpx c4 (.a(mlo), .b(mhi), .lo(mid_lo), .hi(mid_hi));

    assign out1 = mid_lo;
    assign out2 = mid_hi;
endmodule
