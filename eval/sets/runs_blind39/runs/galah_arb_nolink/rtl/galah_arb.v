// galah_arb: 4-requester round-robin arbiter with grant hold (lock) support
// req[3:0] requests, gnt[3:0] one-hot grant (registered). The priority pointer moves
// to the requester after the last winner, so every active requester is served within
// 4 arbitration rounds. While lock is high the current grant is kept.
module galah_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       gnt_valid
);
    reg  [1:0] ptr;
    reg  [3:0] nxt;
    reg  [1:0] nxt_id;
    reg        found;
    integer i;
    reg [1:0] idx;

    // search starting at ptr, wrapping around
    always @* begin
        nxt    = 4'b0000;
        nxt_id = 2'd0;
        found  = 1'b0;
        for (i = 0; i < 4; i = i + 1) begin
            idx = ptr + i[1:0];
            if (!found && req[idx]) begin
                found       = 1'b1;
                nxt         = 4'b0001 << idx;
                nxt_id      = idx;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            ptr    <= 2'd0;
        end else if (!(lock && |(gnt & req))) begin
            gnt    <= nxt;
            gnt_id <= nxt_id;
            if (found)
                ptr <= nxt_id + 2'd1;
        end
    end

    assign gnt_valid = |gnt;
endmodule
