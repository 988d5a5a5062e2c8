// heartbeat_mon -- watches a periodic heartbeat pulse from a remote CPU.
// A 16-bit counter measures the gap between beats; a gap longer than
// 'limit' raises 'alarm' and counts a miss.  Software clears the alarm
// with 'clr'.  Three missed windows in a row request a reset.
module heartbeat_mon (
    input  wire        clk,
    input  wire        rst,
    input  wire        beat,
    input  wire        clr,
    input  wire [15:0] limit,
    output reg         alarm,
    output reg  [1:0]  misses,
    output wire        reset_req,
    output reg  [15:0] last_gap
);
    reg [15:0] gap;
    reg        beat_d;
    wire       beat_rise = beat & ~beat_d;

    always @(posedge clk) begin
        if (rst) begin
            gap      <= 16'd0;
            beat_d   <= 1'b0;
            alarm    <= 1'b0;
            misses   <= 2'd0;
            last_gap <= 16'd0;
        end else begin
            beat_d <= beat;
            if (beat_rise) begin
                last_gap <= gap;
                gap      <= 16'd0;
                misses   <= 2'd0;
            end else if (gap == limit) begin
                gap   <= 16'd0;
                alarm <= 1'b1;
                if (misses != 2'd3)
                    misses <= misses + 2'd1;
            end else begin
                gap <= gap + 16'd1;
            end
        end
    end

    // software acknowledge, written later by another team member
    always @(posedge clk) begin
        if (clr)
            alarm <= 1'b0;
    end

    assign reset_req = (misses == 2'd3);
endmodule
