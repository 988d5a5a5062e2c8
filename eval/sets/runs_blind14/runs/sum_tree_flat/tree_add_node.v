// tree_add_node: registered two-input adder, output one bit wider.
module tree_add_node #(
    parameter W = 6
) (
    input  wire         clk,
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    output reg  [W:0]   s
);
    always @(posedge clk)
        s <= a + b;
endmodule
