// Mux-recirculation bus synchronizer.
// The source side (clk_src) loads a 12-bit word into a holding register and
// toggles a load flag.  The flag crosses to clk_dst through a two-flop
// synchronizer (module sync2_ff); a detected toggle enables the destination
// register, which samples the (by then stable) holding register.
module sync2_ff (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg s1, s2;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= 1'b0;
            s2 <= 1'b0;
        end else begin
            s1 <= d;
            s2 <= s1;
        end
    end
    assign q = s2;
endmodule

module mux_sync_bus #(
    parameter W = 12
) (
    input  wire         clk_src,
    input  wire         clk_dst,
    input  wire         rst_n,
    input  wire         ld,
    input  wire [W-1:0] din,
    output reg  [W-1:0] dout,
    output reg          dout_vld,
    output reg  [7:0]   xfer_cnt
);
    reg [W-1:0] hold;
    reg         tgl_src;
    wire        tgl_sync;
    reg         tgl_seen;

    always @(posedge clk_src or negedge rst_n) begin
        if (!rst_n) begin
            hold    <= {W{1'b0}};
            tgl_src <= 1'b0;
        end else if (ld) begin
            hold    <= din;
            tgl_src <= ~tgl_src;
        end
    end

    sync2_ff u_tgl_sync (.clk(clk_dst), .rst_n(rst_n), .d(tgl_src), .q(tgl_sync));

    always @(posedge clk_dst or negedge rst_n) begin
        if (!rst_n) begin
            tgl_seen <= 1'b0;
            dout     <= {W{1'b0}};
            dout_vld <= 1'b0;
            xfer_cnt <= 8'd0;
        end else begin
            tgl_seen <= tgl_sync;
            dout_vld <= 1'b0;
            if (tgl_sync ^ tgl_seen) begin
                dout     <= hold;
                dout_vld <= 1'b1;
                xfer_cnt <= xfer_cnt + 1'b1;
            end
        end
    end
endmodule
