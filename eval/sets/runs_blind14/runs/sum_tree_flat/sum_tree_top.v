// sum_tree_top: pipelined sum of eight 6-bit samples.
// Level 0: four 6-bit adders, level 1: two 7-bit adders, level 2: one
// 8-bit adder, then a clip of the 9-bit total to 8 bits. Four cycles of
// latency; every node is an instance of the parameterized tree_add_node.
module sum_tree_top (
    input  wire        clk,
    input  wire [47:0] samples,     // eight packed 6-bit samples
    output wire [7:0]  total,
    output wire        total_clip
);
    wire [6:0] l0 [0:3];
    wire [7:0] l1 [0:1];
    wire [8:0] l2;

    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : lvl0
            tree_add_node #(.W(6)) u_n (
                .clk(clk),
                .a(samples[12*g +: 6]),
                .b(samples[12*g + 6 +: 6]),
                .s(l0[g])
            );
        end
        for (g = 0; g < 2; g = g + 1) begin : lvl1
            tree_add_node #(.W(7)) u_n (
                .clk(clk), .a(l0[2*g]), .b(l0[2*g+1]), .s(l1[g])
            );
        end
    endgenerate

    tree_add_node #(.W(8)) u_root (
        .clk(clk), .a(l1[0]), .b(l1[1]), .s(l2)
    );

    sat_clip #(.IN(9), .OUT(8)) u_clip (
        .clk(clk), .v(l2), .y(total), .clipped(total_clip)
    );
endmodule
