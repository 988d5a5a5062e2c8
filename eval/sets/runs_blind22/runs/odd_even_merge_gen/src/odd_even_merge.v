// odd_even_merge: combinational Batcher odd-even merge sorter for four 4-bit keys (ascending)
module oe_cmp #(parameter W = 4) (
  input  [W-1:0] a,
  input  [W-1:0] b,
  output [W-1:0] lo,
  output [W-1:0] hi
);
  wire swap = a > b;
  assign lo = swap ? b : a;
  assign hi = swap ? a : b;
endmodule

module odd_even_merge (
  input  [15:0] keys_in,
  output [15:0] keys_out
);
  wire [3:0] k0 = keys_in[3:0];
  wire [3:0] k1 = keys_in[7:4];
  wire [3:0] k2 = keys_in[11:8];
  wire [3:0] k3 = keys_in[15:12];
  wire [3:0] s0, s1, s2, s3;
  wire [3:0] t0, t1, t2, t3;
  wire [3:0] m1, m2;
  // stage 1: sort pairs
  oe_cmp c01 (.a(k0), .b(k1), .lo(s0), .hi(s1));
  oe_cmp c23 (.a(k2), .b(k3), .lo(s2), .hi(s3));
  // stage 2: merge evens and odds
  oe_cmp ce  (.a(s0), .b(s2), .lo(t0), .hi(t2));
  oe_cmp co  (.a(s1), .b(s3), .lo(t1), .hi(t3));
  // stage 3: final middle compare
  oe_cmp cm  (.a(t1), .b(t2), .lo(m1), .hi(m2));
  assign keys_out = {t3, m2, m1, t0};
endmodule
