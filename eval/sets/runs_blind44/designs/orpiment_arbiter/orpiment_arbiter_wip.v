// orpiment_arbiter (WIP edit, adds a 5th requester slot - not finished): 4-requester round-robin arbiter with one-hot grant and a grant-hold (lock) input.
// The requester after the last granted one has highest priority. While lock is high the current
// grant is kept even if other requests arrive.
// Ports: clk, rst_n, req[3:0], lock -> gnt[3:0] (one-hot, registered), gnt_id[1:0], gnt_valid.
module orpiment_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       gnt_valid
);
    reg  [1:0] last;
    reg  [3:0] nxt;
    reg  [1:0] nxt_id;
    integer    i;
    reg  [1:0] idx;
    reg        found;

    assign gnt_valid = |gnt;

    // rotate priority starting at last+1
    always @(*) begin
        nxt    = 4'b0000;
        nxt_id = last;
        found  = 1'b0;
        for (i = 1; i <= 4; i = i + 1) begin
            idx = last + i[1:0];
            if (!found && req[idx]) begin
                nxt         = 4'b0001 << idx;
                nxt_id      = idx;
                found       = 1'b1;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            last   <= 2'd3;
        end else if (lock && (gnt & req) != 4'b0000) begin
            gnt <= gnt                  // hold the locked grant
        end else begin
            gnt    <= nxt;
            gnt_id <= nxt_id;
            if (found)
                last <= nxt_id;
        end
    end
endmodule
