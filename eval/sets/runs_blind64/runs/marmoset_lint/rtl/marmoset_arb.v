// marmoset_arb: 4-requester round-robin arbiter with one-hot grant and a grant-valid flag
// The requester granted last gets the lowest priority in the next cycle; grant is held while
// the granted requester keeps its request high (lock).
// Ports: clk, rst_n, req[3:0], gnt[3:0], gnt_valid, gnt_id[1:0]
module marmoset_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output wire       gnt_valid,
    output reg  [1:0] gnt_id
);
    reg  [1:0] last;
    reg  [3:0] pick;
    reg  [1:0] pick_id;
    integer i;
    reg [1:0] idx;
    reg found;

    // rotate priority: start looking at last+1
    always @* begin
        pick    = 4'b0000;
        pick_id = 2'd0;
        found   = 1'b0;
        for (i = 1; i <= 4; i = i + 1) begin
            idx = last + i;
            if (!found && req[idx]) begin
                pick    = 4'b0001 << idx;
                pick_id = idx;
                found   = 1'b1;
            end
        end
    end

    assign hold = |(gnt & req);
    assign gnt_valid = |gnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            last   <= 2'd3;
        end else if (!hold) begin
            gnt    <= pick;
            gnt_id <= pick_id;
            if (found)
                last <= pick_id;
        end
    end
endmodule
