// trona_arbiter: 4-requester round-robin arbiter with a one-hot grant and a rotating
// priority pointer; a grant is held while the granted requester keeps 'lock' asserted.
// Ports: clk, rst, req[3:0], lock in; gnt[3:0], gnt_id[1:0], gnt_valid out.
module trona_arbiter (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output reg        gnt_valid
);
    reg [1:0] ptr;          // requester with the highest priority next round

    // pick the first requester at or after ptr
    reg [1:0] pick;
    reg       found;
    integer k;
    always @(*) begin
        pick  = ptr;
        found = 1'b0;
        for (k = 0; k < 4; k = k + 1) begin
            if (!found && req[(ptr + k) % 4]) begin
                pick  = (ptr + k) % 4;
                found = 1'b1;
            end
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            gnt       <= 4'b0000;
            gnt_id    <= 2'd0;
            gnt_valid <= 1'b0;
            ptr       <= 2'd0;
        end else if (gnt_valid && lock && req[gnt_id]) begin
            // keep the current grant
            gnt <= gnt;
        end else if (found) begin
            gnt       <= 4'b0001 << pick;
            gnt_id    <= pick;
            gnt_valid <= 1'b1;
            ptr       <= pick;          // next round starts after the winner
        end else begin
            gnt       <= 4'b0000;
            gnt_valid <= 1'b0;
        end
    end
endmodule
