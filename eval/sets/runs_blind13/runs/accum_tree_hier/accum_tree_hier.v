// accum_tree_hier -- sums eight 9-bit samples in a three-level registered
// adder tree (add_node instances, widths 9 -> 10 -> 11 -> 12), then a
// running accumulator over 'frames' of samples, cleared by 'start'.
module accum_tree_hier (
    input  wire        clk,
    input  wire        start,
    input  wire        in_valid,
    input  wire [71:0] samples,     // eight 9-bit lanes
    output reg  [15:0] acc,
    output wire [11:0] last_sum
);
    // level 1: four 9-bit adders
    wire [9:0]  l1_0, l1_1, l1_2, l1_3;
    add_node #(.W(9)) u_l1_0 (.clk(clk), .x(samples[8:0]),   .y(samples[17:9]),  .s(l1_0));
    add_node #(.W(9)) u_l1_1 (.clk(clk), .x(samples[26:18]), .y(samples[35:27]), .s(l1_1));
    add_node #(.W(9)) u_l1_2 (.clk(clk), .x(samples[44:36]), .y(samples[53:45]), .s(l1_2));
    add_node #(.W(9)) u_l1_3 (.clk(clk), .x(samples[62:54]), .y(samples[71:63]), .s(l1_3));

    // level 2: two 10-bit adders
    wire [10:0] l2_0, l2_1;
    add_node #(.W(10)) u_l2_0 (.clk(clk), .x(l1_0), .y(l1_1), .s(l2_0));
    add_node #(.W(10)) u_l2_1 (.clk(clk), .x(l1_2), .y(l1_3), .s(l2_1));

    // level 3: one 11-bit adder
    wire [11:0] l3;
    add_node #(.W(11)) u_l3 (.clk(clk), .x(l2_0), .y(l2_1), .s(l3));

    // valid pipeline matching the three adder levels
    reg [2:0] vpipe;
    reg [2:0] spipe;
    always @(posedge clk) begin
        vpipe <= {vpipe[1:0], in_valid};
        spipe <= {spipe[1:0], start};
    end

    always @(posedge clk) begin
        if (spipe[2])
            acc <= vpipe[2] ? {4'b0000, l3} : 16'd0;
        else if (vpipe[2])
            acc <= acc + {4'b0000, l3};
    end

    assign last_sum = l3;
endmodule
