// Weighted round-robin scheduler for three request queues.
// Each queue owns a 3-bit weight (credits per round).  The grant stays on a
// queue while it requests and still has credit; then the pointer moves on.
// test_mode forces a fixed priority 0 > 1 > 2 for scan/debug.
module wrr_sched3 (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    input  wire [2:0] wgt0,
    input  wire [2:0] wgt1,
    input  wire [2:0] wgt2,
    input  wire       test_mode,
    input  wire       advance,
    output reg  [2:0] gnt,
    output reg  [1:0] gnt_id,
    output reg  [7:0] rounds
);
    reg [1:0] ptr;
    reg [2:0] credit;
    reg [1:0] nxt;
    reg       found;
    integer   k;

    function [2:0] wgt_of;
        input [1:0] idx;
        input [2:0] w0, w1, w2;
        begin
            case (idx)
                2'd0:    wgt_of = w0;
                2'd1:    wgt_of = w1;
                default: wgt_of = w2;
            endcase
        end
    endfunction

    // next requesting queue after ptr (wrapping), or ptr itself if alone
    always @* begin
        nxt   = ptr;
        found = 1'b0;
        for (k = 1; k <= 3; k = k + 1) begin
            if (!found && req[(ptr + k) % 3]) begin
                nxt   = (ptr + k) % 3;
                found = 1'b1;
            end
        end
        if (test_mode) begin
            nxt = req[0] ? 2'd0 : (req[1] ? 2'd1 : 2'd2);
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            ptr    <= 2'd0;
            credit <= 3'd0;
            gnt    <= 3'b000;
            gnt_id <= 2'd0;
            rounds <= 8'd0;
        end else if (advance) begin
            if (req[ptr] && credit != 3'd0 && !test_mode) begin
                credit <= credit - 1'b1;
                gnt    <= 3'b001 << ptr;
                gnt_id <= ptr;
            end else if (|req) begin
                ptr    <= nxt;
                credit <= wgt_of(nxt, wgt0, wgt1, wgt2);
                gnt    <= 3'b001 << nxt;
                gnt_id <= nxt;
                if (nxt <= ptr)
                    rounds <= rounds + 1'b1;
            end else begin
                gnt <= 3'b000;
            end
        end
    end
endmodule
