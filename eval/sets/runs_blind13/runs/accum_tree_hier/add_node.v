// add_node -- registered two-input adder, output one bit wider than inputs.
module add_node #(
    parameter W = 9
) (
    input  wire         clk,
    input  wire [W-1:0] x,
    input  wire [W-1:0] y,
    output reg  [W:0]   s
);
    always @(posedge clk)
        s <= {1'b0, x} + {1'b0, y};
endmodule
