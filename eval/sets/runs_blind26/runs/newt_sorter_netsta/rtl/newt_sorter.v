// Registered four-input sorting network (five compare-exchange cells) that orders 6-bit keys ascending.
module newt_cx (
    input  wire [5:0] a,
    input  wire [5:0] b,
    output wire [5:0] lo,
    output wire [5:0] hi
);
    wire swap = a > b;
    assign lo = swap ? b : a;
    assign hi = swap ? a : b;
endmodule

module newt_sorter (
    input  wire       clk,
    input  wire [5:0] k0, k1, k2, k3,
    output reg  [5:0] o0, o1, o2, o3
);
    reg  [5:0] r0, r1, r2, r3;
    wire [5:0] l1, h1, l2, h2, l3, h3, l4, h4, l5, h5;

    always @(posedge clk) begin
        r0 <= k0; r1 <= k1; r2 <= k2; r3 <= k3;
    end

    newt_cx c1 (.a(r0), .b(r1), .lo(l1), .hi(h1));
    newt_cx c2 (.a(r2), .b(r3), .lo(l2), .hi(h2));
    newt_cx c3 (.a(l1), .b(l2), .lo(l3), .hi(h3));
    newt_cx c4 (.a(h1), .b(h2), .lo(l4), .hi(h4));
    newt_cx c5 (.a(h3), .b(l4), .lo(l5), .hi(h5));

    always @(posedge clk) begin
        o0 <= l3; o1 <= l5; o2 <= h5; o3 <= h4;
    end
endmodule
