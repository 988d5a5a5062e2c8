// takahe_gray: write-side gray-code pointer passed to a read clock domain through a 2-flop synchronizer
// Two clocks: wclk (producer, increments ptr on inc) and rclk (consumer, sees synced binary pointer).
// Also computes in the rclk domain how far the pointer moved since the last sample (delta).
module takahe_gray (
    input  wire       wclk,
    input  wire       wrst_n,
    input  wire       inc,
    input  wire       rclk,
    input  wire       rrst_n,
    output reg  [4:0] rptr_bin,
    output reg  [4:0] delta
);
    reg  [4:0] wbin, wgray;
    wire [4:0] wbin_nxt  = wbin + {4'd0, inc};
    wire [4:0] wgray_nxt = (wbin_nxt >> 1) ^ wbin_nxt;

    always @(posedge wclk or negedge wrst_n) begin
        if (!wrst_n) begin
            wbin  <= 5'd0;
            wgray <= 5'd0;
        end else begin
            wbin  <= wbin_nxt;
            wgray <= wgray_nxt;
        end
    end

    // synchronizer into rclk
    reg [4:0] sync1, sync2;
    always @(posedge rclk or negedge rrst_n) begin
        if (!rrst_n) begin
            sync1 <= 5'd0;
            sync2 <= 5'd0;
        end else begin
            sync1 <= wgray;
            sync2 <= sync1;
        end
    end

    // gray -> binary
    reg [4:0] g2b;
    integer i;
    always @(*) begin
        g2b[4] = sync2[4];
        for (i = 3; i >= 0; i = i - 1)
            g2b[i] = g2b[i+1] ^ sync2[i];
    end

    always @(posedge rclk or negedge rrst_n) begin
        if (!rrst_n) begin
            rptr_bin <= 5'd0;
            delta    <= 5'd0;
        end else begin
            delta    <= g2b - rptr_bin;
            rptr_bin <= g2b;
        end
    end
endmodule
