// edge_rate_mon: measures how many clk_evt cycles elapse per 256-cycle window of clk_ref.
// clk_evt side: free-running 12-bit counter, Gray-coded and registered.
// clk_ref side: two-flop synchronizer on the Gray count, Gray->binary, window timer,
// difference between window snapshots, and a threshold alarm.
module edge_rate_mon (
    input             clk_evt,
    input             clk_ref,
    input             rst_evt,
    input             rst_ref,
    input      [11:0] thresh,
    output reg [11:0] rate,
    output reg        rate_valid,
    output reg        over
);
    // ---------------- clk_evt domain
    reg [11:0] evt_cnt;
    reg [11:0] evt_gray;
    always @(posedge clk_evt) begin
        if (rst_evt) begin
            evt_cnt  <= 12'd0;
            evt_gray <= 12'd0;
        end else begin
            evt_cnt  <= evt_cnt + 12'd1;
            evt_gray <= evt_cnt ^ (evt_cnt >> 1);
        end
    end

    // ---------------- clk_ref domain
    reg [11:0] g_s1, g_s2;
    reg [7:0]  win;
    reg [11:0] snap;
    reg [11:0] bin_q;

    wire [11:0] g2b;
    genvar k;
    generate
        for (k = 0; k < 12; k = k + 1) begin : g_conv
            assign g2b[k] = ^g_s2[11:k];
        end
    endgenerate

    always @(posedge clk_ref) begin
        if (rst_ref) begin
            g_s1       <= 12'd0;
            g_s2       <= 12'd0;
            bin_q      <= 12'd0;
            win        <= 8'd0;
            snap       <= 12'd0;
            rate       <= 12'd0;
            rate_valid <= 1'b0;
            over       <= 1'b0;
        end else begin
            g_s1       <= evt_gray;
            g_s2       <= g_s1;
            bin_q      <= g2b;
            win        <= win + 8'd1;
            rate_valid <= 1'b0;
            if (win == 8'hFF) begin
                rate       <= bin_q - snap;
                snap       <= bin_q;
                rate_valid <= 1'b1;
                over       <= ((bin_q - snap) > thresh);
            end
        end
    end
endmodule
