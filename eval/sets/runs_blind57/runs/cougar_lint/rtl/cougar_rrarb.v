// cougar_rrarb: 4-requester round-robin arbiter with a grant hold (lock) input
// Ports: clk, rst_n, req[3:0], lock (keep current grant while its request stays high), gnt[3:0] (one-hot), gnt_id[1:0], gnt_vld
// starve_alarm: meant to flag a requester waiting more than 8 grants (starvation counter still TODO)
// The requester after the last granted one has the highest priority.
module cougar_rrarb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       gnt_vld,
    output wire       starve_alarm
);
    reg  [1:0] last;
    reg  [1:0] next_id;
    reg        found;
    integer    i;
    reg  [1:0] idx;
    wire       starve_any;   // TODO: driven by the starvation counters

    assign starve_alarm = starve_any & gnt_vld;

    assign gnt_vld = |gnt;

    // pick the first requester after 'last', wrapping around
    always @(*) begin
        found   = 1'b0;
        next_id = last;
        for (i = 1; i <= 4; i = i + 1) begin
            idx = last + i;
            if (!found && req[idx]) begin
                found   = 1'b1;
                next_id = idx;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            last   <= 2'd3;
        end else if (lock && gnt_vld && req[gnt_id]) begin
            gnt <= gnt;                  // hold
        end else if (found) begin
            gnt    <= 4'b0001 << next_id;
            gnt_id <= next_id;
            last   <= next_id;
        end else begin
            gnt <= 4'b0000;
        end
    end
endmodule
