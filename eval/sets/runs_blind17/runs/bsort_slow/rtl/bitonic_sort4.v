// bitonic_sort4: sorts four unsigned samples per cycle (ascending).
// Two register stages: compare-exchange network is split after stage 2.
module cmp_swap #(parameter W = 8) (
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    input  wire         up,      // 1: lo on first output
    output wire [W-1:0] x,
    output wire [W-1:0] y
);
    wire a_gt_b = (a > b);
    wire swap   = up ? a_gt_b : ~a_gt_b;
    assign x = swap ? b : a;
    assign y = swap ? a : b;
endmodule

module bitonic_sort4 #(parameter W = 8) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         in_vld,
    input  wire [W-1:0] d0, d1, d2, d3,
    output reg          out_vld,
    output reg  [W-1:0] q0, q1, q2, q3
);
    // stage 1: sort pairs in opposite directions -> bitonic sequence
    wire [W-1:0] s1_0, s1_1, s1_2, s1_3;
    cmp_swap #(W) u_c10 (.a(d0), .b(d1), .up(1'b1), .x(s1_0), .y(s1_1));
    cmp_swap #(W) u_c11 (.a(d2), .b(d3), .up(1'b0), .x(s1_2), .y(s1_3));

    // stage 2: half cleaner distance 2
    wire [W-1:0] s2_0, s2_1, s2_2, s2_3;
    cmp_swap #(W) u_c20 (.a(s1_0), .b(s1_2), .up(1'b1), .x(s2_0), .y(s2_2));
    cmp_swap #(W) u_c21 (.a(s1_1), .b(s1_3), .up(1'b1), .x(s2_1), .y(s2_3));

    reg [W-1:0] r0, r1, r2, r3;
    reg         r_vld;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            r0 <= {W{1'b0}}; r1 <= {W{1'b0}};
            r2 <= {W{1'b0}}; r3 <= {W{1'b0}};
            r_vld <= 1'b0;
        end else begin
            r_vld <= in_vld;
            if (in_vld) begin
                r0 <= s2_0; r1 <= s2_1; r2 <= s2_2; r3 <= s2_3;
            end
        end
    end

    // stage 3: half cleaner distance 1
    wire [W-1:0] s3_0, s3_1, s3_2, s3_3;
    cmp_swap #(W) u_c30 (.a(r0), .b(r1), .up(1'b1), .x(s3_0), .y(s3_1));
    cmp_swap #(W) u_c31 (.a(r2), .b(r3), .up(1'b1), .x(s3_2), .y(s3_3));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            q0 <= {W{1'b0}}; q1 <= {W{1'b0}};
            q2 <= {W{1'b0}}; q3 <= {W{1'b0}};
            out_vld <= 1'b0;
        end else begin
            out_vld <= r_vld;
            if (r_vld) begin
                q0 <= s3_0; q1 <= s3_1; q2 <= s3_2; q3 <= s3_3;
            end
        end
    end
endmodule
