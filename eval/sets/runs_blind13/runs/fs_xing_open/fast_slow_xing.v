// fast_slow_xing -- event-rate bridge between two unrelated clocks.
// clk_f side: counts single-cycle 'ev' pulses in a 6-bit binary counter and
//             publishes it Gray-coded from a register (ev_gray_f).
// clk_s side: two-flop synchronizer on the Gray word, Gray->binary, then the
//             number of events since the previous slow cycle (delta).
// A 'clr' request goes the other way as a toggle through a two-flop
// synchronizer; the fast side clears its counter on each toggle edge.
module fast_slow_xing (
    input  wire       clk_f,
    input  wire       rst_f_n,
    input  wire       ev,
    input  wire       clk_s,
    input  wire       rst_s_n,
    input  wire       clr,
    output reg  [5:0] delta,
    output reg  [5:0] total_s,
    output wire       clr_seen_f
);
    reg        clr_tgl_s;        // slow-domain toggle, declared here for the fast side

    // ---------------- fast domain ----------------
    reg  [5:0] cnt_f;
    reg  [5:0] ev_gray_f;
    reg  [2:0] clr_sync_f;       // [0],[1] synchronizer, [2] edge detect
    wire       clr_pulse_f = clr_sync_f[2] ^ clr_sync_f[1];

    always @(posedge clk_f or negedge rst_f_n) begin
        if (!rst_f_n) begin
            cnt_f      <= 6'd0;
            ev_gray_f  <= 6'd0;
            clr_sync_f <= 3'b000;
        end else begin
            clr_sync_f <= {clr_sync_f[1:0], clr_tgl_s};
            if (clr_pulse_f)
                cnt_f <= 6'd0;
            else if (ev)
                cnt_f <= cnt_f + 6'd1;
            ev_gray_f <= cnt_f ^ (cnt_f >> 1);
        end
    end
    assign clr_seen_f = clr_pulse_f;

    // ---------------- slow domain ----------------
    reg  [5:0] g_meta_s, g_sync_s;
    reg  [5:0] prev_s;
    reg  [5:0] bin_s;
    integer    k;

    always @(*) begin
        bin_s[5] = g_sync_s[5];
        for (k = 4; k >= 0; k = k - 1)
            bin_s[k] = bin_s[k+1] ^ g_sync_s[k];
    end

    always @(posedge clk_s or negedge rst_s_n) begin
        if (!rst_s_n) begin
            g_meta_s  <= 6'd0;
            g_sync_s  <= 6'd0;
            prev_s    <= 6'd0;
            delta     <= 6'd0;
            total_s   <= 6'd0;
            clr_tgl_s <= 1'b0;
        end else begin
            g_meta_s <= ev_gray_f;
            g_sync_s <= g_meta_s;
            prev_s   <= bin_s;
            delta    <= bin_s - prev_s;
            total_s  <= bin_s;
            if (clr)
                clr_tgl_s <= ~clr_tgl_s;
        end
    end
endmodule
