// rr_arbiter4 -- four-requester round-robin arbiter with a registered grant.
// rr_state remembers which requester was served last and produces a mask of the
// requesters "after" it; one rr_pick looks only at masked requests, a second one at all
// requests, and the masked pick wins when it found anything. The winner is registered in
// gnt_q and fed back to rr_state, so the priority rotates fairly. hold keeps the grant.
module rr_state (
    input            clk,
    input            rst,
    input            upd,
    input      [3:0] last_gnt,
    output reg [3:0] mask
);
    always @(posedge clk) begin
        if (rst)
            mask <= 4'b1111;
        else if (upd) begin
            case (last_gnt)
                4'b0001: mask <= 4'b1110;
                4'b0010: mask <= 4'b1100;
                4'b0100: mask <= 4'b1000;
                4'b1000: mask <= 4'b1111;
                default: mask <= mask;
            endcase
        end
    end
endmodule

module rr_arbiter4 (
    input            clk,
    input            rst,
    input      [3:0] req,
    input            hold,
    output reg [3:0] gnt_q,
    output reg       gnt_vld,
    output reg [1:0] gnt_id
);
    wire [3:0] mask;
    wire [3:0] g_mask, g_all;
    wire       any_mask, any_all;

    rr_state u_state (.clk(clk), .rst(rst), .upd(gnt_vld & ~hold), .last_gnt(gnt_q), .mask(mask));
    rr_pick  u_pick_m (.req(req & mask), .gnt(g_mask), .any(any_mask));
    rr_pick  u_pick_a (.req(req),        .gnt(g_all),  .any(any_all));

    wire [3:0] g_next = any_mask ? g_mask : g_all;

    always @(posedge clk) begin
        if (rst) begin
            gnt_q   <= 4'd0;
            gnt_vld <= 1'b0;
            gnt_id  <= 2'd0;
        end else if (!(hold && gnt_vld)) begin
            gnt_q   <= g_next;
            gnt_vld <= any_all;
            gnt_id  <= {g_next[3] | g_next[2], g_next[3] | g_next[1]};
        end
    end
endmodule
