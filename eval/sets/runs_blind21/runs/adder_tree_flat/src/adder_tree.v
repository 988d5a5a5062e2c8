// adder_tree: pipelined 8-input adder tree built from a registered two-input adder submodule
module adder_tree_add2 #(parameter W = 8) (
  input  wire         clk,
  input  wire [W-1:0] a,
  input  wire [W-1:0] b,
  output reg  [W:0]   s
);
  always @(posedge clk) s <= a + b;
endmodule

module adder_tree (
  input  wire        clk,
  input  wire [63:0] din,      // eight packed 8-bit operands
  output wire [10:0] sum
);
  wire [8:0]  l1 [0:3];
  wire [9:0]  l2 [0:1];
  wire [11:0] l3;

  genvar g;
  generate
    for (g = 0; g < 4; g = g + 1) begin : lvl1
      adder_tree_add2 #(.W(8)) u_add (.clk(clk), .a(din[16*g +: 8]), .b(din[16*g+8 +: 8]), .s(l1[g]));
    end
    for (g = 0; g < 2; g = g + 1) begin : lvl2
      adder_tree_add2 #(.W(9)) u_add (.clk(clk), .a(l1[2*g]), .b(l1[2*g+1]), .s(l2[g]));
    end
  endgenerate

  // final stage: l3 was declared one bit wider than the adder output
  adder_tree_add2 #(.W(10)) u_final (.clk(clk), .a(l2[0]), .b(l2[1]), .s(l3));

  assign sum = l3[10:0];
endmodule
