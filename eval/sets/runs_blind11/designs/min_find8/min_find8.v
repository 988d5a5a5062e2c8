// min_find8: registered minimum finder over eight 10-bit lanes.
// Seven cmp_sel instances form a 3-level tree between an input and an output register.
module min_find8 (
    input             clk,
    input             rst,
    input             in_valid,
    input      [79:0] lanes,
    output reg [9:0]  min_val,
    output reg [2:0]  min_idx,
    output reg        out_valid
);
    reg [79:0] lanes_q;
    reg        v_q;

    always @(posedge clk) begin
        if (rst) begin
            lanes_q <= 80'd0;
            v_q     <= 1'b0;
        end else begin
            lanes_q <= lanes;
            v_q     <= in_valid;
        end
    end

    wire [9:0] m0, m1, m2, m3, n0, n1, fin;
    wire [2:0] i0, i1, i2, i3, j0, j1, fidx;

    cmp_sel u_c0 (.a(lanes_q[9:0]),   .a_idx(3'd0), .b(lanes_q[19:10]), .b_idx(3'd1), .m(m0), .m_idx(i0));
    cmp_sel u_c1 (.a(lanes_q[29:20]), .a_idx(3'd2), .b(lanes_q[39:30]), .b_idx(3'd3), .m(m1), .m_idx(i1));
    cmp_sel u_c2 (.a(lanes_q[49:40]), .a_idx(3'd4), .b(lanes_q[59:50]), .b_idx(3'd5), .m(m2), .m_idx(i2));
    cmp_sel u_c3 (.a(lanes_q[69:60]), .a_idx(3'd6), .b(lanes_q[79:70]), .b_idx(3'd7), .m(m3), .m_idx(i3));
    cmp_sel u_d0 (.a(m0), .a_idx(i0), .b(m1), .b_idx(i1), .m(n0), .m_idx(j0));
    cmp_sel u_d1 (.a(m2), .a_idx(i2), .b(m3), .b_idx(i3), .m(n1), .m_idx(j1));
    cmp_sel u_e0 (.a(n0), .a_idx(j0), .b(n1), .b_idx(j1), .m(fin), .m_idx(fidx));

    always @(posedge clk) begin
        if (rst) begin
            min_val   <= 10'd0;
            min_idx   <= 3'd0;
            out_valid <= 1'b0;
        end else begin
            min_val   <= fin;
            min_idx   <= fidx;
            out_valid <= v_q;
        end
    end
endmodule
