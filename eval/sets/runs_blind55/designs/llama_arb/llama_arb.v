// llama_arb: 4-requester round-robin arbiter with registered one-hot grant.
// The requester after the last granted one has the highest priority; a grant is held
// while its request stays high (lock-until-release). gnt_id gives the granted index.
// Ports: clk, rst_n (async, active low), req[3:0], gnt[3:0], gnt_id[1:0], gnt_valid, dbg_last.
module llama_arb (
    input            clk,
    input            rst_n,
    input      [3:0] req,
    output reg [3:0] gnt,
    output     [1:0] gnt_id,
    output           gnt_valid,
    output     [1:0] dbg_last
);
    reg [1:0] last;
    reg [3:0] pick;
    integer   i;
    reg [1:0] idx;

    // rotate the search start to the requester after 'last'
    always @* begin
        pick = 4'b0000;
        for (i = 3; i >= 0; i = i - 1) begin
            idx = last + 1 + i;
            if (req[idx])
                pick = 4'b0001 << idx;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else if (gnt == 4'b0000 || (gnt & req) == 4'b0000) begin
            gnt <= pick;
            if (pick != 4'b0000)
                last <= (pick[0] ? 2'd0 : pick[1] ? 2'd1 : pick[2] ? 2'd2 : 2'd3);
        end
    end

    assign gnt_id    = gnt[1] ? 2'd1 : gnt[2] ? 2'd2 : gnt[3] ? 2'd3 : 2'd0;
    assign gnt_valid = |gnt;
    // debug tap (left unconnected in this revision)
    wire [1:0] last_dbg;
    assign dbg_last = last_dbg;
endmodule
