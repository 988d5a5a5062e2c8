// write-side gray pointer crossing into the read clock domain (2-flop synchronizer)
module cdc_gray_sync (
    input  wire       wclk,
    input  wire       rclk,
    input  wire       wrst_n,
    input  wire       rrst_n,
    input  wire       winc,
    output reg  [4:0] rptr_sync,
    output reg  [4:0] wbin
);
    reg [4:0] wgray;
    reg [4:0] sync1, sync2;
    wire [4:0] wbin_next = wbin + {4'd0, winc};
    always @(posedge wclk or negedge wrst_n) begin
        if (!wrst_n) begin
            wbin  <= 5'd0;
            wgray <= 5'd0;
        end else begin
            wbin  <= wbin_next;
            wgray <= wbin_next ^ (wbin_next >> 1);
        end
    end
    always @(posedge rclk or negedge rrst_n) begin
        if (!rrst_n) begin
            sync1     <= 5'd0;
            sync2     <= 5'd0;
            rptr_sync <= 5'd0;
        end else begin
            sync1     <= wgray;
            sync2     <= sync1;
            rptr_sync <= sync2 ^ (sync2 >> 1) ^ (sync2 >> 2) ^ (sync2 >> 3) ^ (sync2 >> 4);
        end
    end
endmodule
