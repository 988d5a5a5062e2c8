// freq_counter: measures how many sig_clk edges fit in a gate window timed by
// ref_clk. The gate is made in the ref_clk domain, passed to the sig_clk domain
// through a two-flop synchronizer, and the edge count is latched when the
// gate closes. The finished count is picked up again in the ref_clk domain.
module freq_counter (
    input             ref_clk,
    input             sig_clk,
    input             rst,
    output reg [15:0] freq_val,
    output reg        freq_rdy
);
    // ---- ref_clk domain: gate timer (1024 ref cycles open, 1024 closed)
    reg [10:0] gate_tmr;
    always @(posedge ref_clk)
        if (rst) gate_tmr <= 11'd0;
        else     gate_tmr <= gate_tmr + 11'd1;
    wire gate_ref = gate_tmr[10];

    // ---- sig_clk domain
    reg        g_s1, g_s2, g_s3;
    reg [15:0] edge_cnt;
    reg [15:0] hold_cnt;
    reg        hold_tgl;
    always @(posedge sig_clk) begin
        g_s1 <= gate_ref;
        g_s2 <= g_s1;
        g_s3 <= g_s2;
        if (g_s2 & ~g_s3)
            edge_cnt <= 16'd0;
        else if (g_s2)
            edge_cnt <= edge_cnt + 16'd1;
        if (~g_s2 & g_s3) begin
            hold_cnt <= edge_cnt;
            hold_tgl <= ~hold_tgl;
        end
    end

    // ---- back in ref_clk: toggle synchronizer marks a new result
    reg t_r1, t_r2, t_r3;
    always @(posedge ref_clk) begin
        t_r1 <= hold_tgl;
        t_r2 <= t_r1;
        t_r3 <= t_r2;
        freq_rdy <= t_r2 ^ t_r3;
        if (t_r2 ^ t_r3)
            freq_val <= hold_cnt;
    end
endmodule
