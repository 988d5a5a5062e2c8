// malachite_arbiter: 4-requester round-robin arbiter with a registered one-hot grant.
// Ports: clk, rst_n, req[3:0], gnt[3:0] (one-hot, registered), gnt_id[1:0], idle.
// The requester after the last winner has the highest priority; the rotation is done by
// masking req and picking with malachite_ppe (fixed-priority picker, malachite_ppe.v).
module malachite_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       idle
);
    reg  [3:0] mask;
    wire [3:0] req_masked = req & mask;
    wire [3:0] pick_masked, pick_plain;

    malachite_ppe u_pick_m (.req(req_masked), .gnt(pick_masked));
    malachite_ppe u_pick_p (.req(req),        .gnt(pick_plain));

    assign sel  = |req_masked;
    wire [3:0] next_gnt = sel ? pick_masked : pick_plain;
    assign idle = ~|req;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt    <= 4'b0000;
            gnt_id <= 2'd0;
            mask   <= 4'b1111;
        end else begin
            gnt <= next_gnt;
            case (next_gnt)
                4'b0001: begin gnt_id <= 2'd0; mask <= 4'b1110; end
                4'b0010: begin gnt_id <= 2'd1; mask <= 4'b1100; end
                4'b0100: begin gnt_id <= 2'd2; mask <= 4'b1000; end
                4'b1000: begin gnt_id <= 2'd3; mask <= 4'b1111; end
                default: ;
            endcase
        end
    end
endmodule
