// burdock_rrarb: 4-requester round-robin arbiter with registered one-hot grant and a 'hold' (lock) input
// Known lint issues left in on purpose by the author (WIP): an implicitly declared net, an unused
// input port (prio_hint) and a second driver on the busy flag.
module burdock_rrarb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       hold,
    input  wire [1:0] prio_hint,
    output reg  [3:0] gnt,
    output wire       busy
);
    reg [1:0] last;

    // rotate requests so that the one after 'last' is at bit 0
    wire [7:0] req2 = {req, req};
    wire [3:0] rot  = req2 >> (last + 2'd1);

    // pick the first set bit of the rotated vector
    reg [1:0] pick;
    always @(*) begin
        casez (rot)
            4'b???1: pick = 2'd0;
            4'b??10: pick = 2'd1;
            4'b?100: pick = 2'd2;
            4'b1000: pick = 2'd3;
            default: pick = 2'd0;
        endcase
    end

    assign winner = last + 2'd1 + pick;   // 'winner' never declared: becomes a 1-bit wire

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else if (!(hold && |(gnt & req))) begin
            if (|req) begin
                gnt  <= 4'b0001 << (last + 2'd1 + pick);
                last <= last + 2'd1 + pick;
            end else
                gnt <= 4'b0000;
        end
    end

    assign busy = |gnt;
    assign busy = |req;      // second driver (copy/paste leftover)
endmodule
