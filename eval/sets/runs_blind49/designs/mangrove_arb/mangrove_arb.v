// mangrove_arb: 4-requester round-robin arbiter with grant lock for multi-cycle bursts
// req[3:0] requests; gnt[3:0] is one-hot and registered. While the current owner keeps
// lock high, the grant is held. Otherwise the next grant goes to the first requester after
// the last owner (rotating priority). gnt_id gives the encoded owner, idle when nobody asks.
module mangrove_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       idle
);
    reg  [1:0] last;
    reg  [3:0] pick;
    reg  [1:0] pick_id;
    reg        found;
    integer    k;
    reg  [1:0] idx;

    // rotating priority search starting after the last owner
    always @* begin
        pick    = 4'b0000;
        pick_id = 2'd0;
        found   = 1'b0;
        for (k = 1; k <= 4; k = k + 1) begin
            idx = last + k[1:0];
            if (!found && req[idx]) begin
                pick         = 4'b0000;
                pick[idx]    = 1'b1;
                pick_id      = idx;
                found        = 1'b1;
            end
        end
    end

    assign idle = (gnt == 4'b0000);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            last   <= 2'd3;
        end else if (!(lock && |(gnt & req))) begin
            gnt <= pick;
            if (found) begin
                gnt_id <= pick_id;
                last   <= pick_id;
            end
        end
    end
endmodule
