// Handshake bridge between a fast system clock and a slow sensor clock.
// A 2-flop synchronizer brings the request into the slow domain, the
// data word is captured there, and an acknowledge toggle returns.
module sync2 (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg s1, s2;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) {s2, s1} <= 2'b00;
        else        {s2, s1} <= {s1, d};
    assign q = s2;
endmodule

module resync_bridge (
    input  wire       sys_clk,
    input  wire       sys_rst_n,
    input  wire       snr_clk,
    input  wire       snr_rst_n,
    input  wire       wr_stb,
    input  wire [7:0] wr_data,
    output wire       busy,
    output reg  [7:0] snr_data,
    output reg        snr_valid
);
    reg        req_tgl;
    reg  [7:0] hold_q;
    reg        ack_seen;
    wire       req_s, ack_s;
    reg        req_s_d;
    reg        ack_tgl;

    // system domain
    always @(posedge sys_clk or negedge sys_rst_n)
        if (!sys_rst_n) begin
            req_tgl  <= 1'b0;
            hold_q   <= 8'h00;
        end else if (wr_stb && !busy) begin
            req_tgl  <= ~req_tgl;
            hold_q   <= wr_data;
        end

    always @(posedge sys_clk or negedge sys_rst_n)
        if (!sys_rst_n) ack_seen <= 1'b0;
        else            ack_seen <= ack_s;

    assign busy = req_tgl ^ ack_seen;

    sync2 u_req_sync (.clk(snr_clk), .rst_n(snr_rst_n), .d(req_tgl), .q(req_s));
    sync2 u_ack_sync (.clk(sys_clk), .rst_n(sys_rst_n), .d(ack_tgl), .q(ack_s));

    // sensor domain
    always @(posedge snr_clk or negedge snr_rst_n)
        if (!snr_rst_n) begin
            req_s_d   <= 1'b0;
            ack_tgl   <= 1'b0;
            snr_data  <= 8'h00;
            snr_valid <= 1'b0;
        end else begin
            req_s_d   <= req_s;
            snr_valid <= 1'b0;
            if (req_s ^ req_s_d) begin
                snr_data  <= hold_q;
                snr_valid <= 1'b1;
                ack_tgl   <= ~ack_tgl;
            end
        end
endmodule
