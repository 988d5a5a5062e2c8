// gaur_arbiter: 4-requester round-robin arbiter with one-hot grant and grant index
// Sub-module: gaur_prio4 (fixed-priority picker, same file)
// Ports: clk, rst, req[3:0] -> gnt[3:0] (one-hot), gnt_idx[1:0], gnt_valid
module gaur_prio4 (
    input  wire [3:0] r,
    output wire [3:0] g
);
    assign g[0] = r[0];
    assign g[1] = r[1] & ~r[0];
    assign g[2] = r[2] & ~|r[1:0];
    assign g[3] = r[3] & ~|r[2:0];
endmodule

module gaur_arbiter (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output reg  [1:0] gnt_idx,
    output wire       gnt_valid
);
    reg  [1:0] last;          // index of the last granted requester
    wire [7:0] req2 = {req, req};
    wire [3:0] rot_req, rot_gnt;
    wire [7:0] gnt2;

    // rotate requests so the one after 'last' has the highest priority
    assign rot_req = req2 >> (last + 1);

    gaur_prio4 u_prio (.r(rot_req), .g(rot_gnt));

    assign gnt2 = {rot_gnt, rot_gnt} << (last + 1);
    assign any_req = |req;      // implicitly declared net
    assign gnt_valid = |gnt;

    always @(posedge clk) begin
        if (rst) begin
            gnt     <= 4'b0000;
            gnt_idx <= 2'd0;
            last    <= 2'd3;
        end else if (any_req) begin
            gnt <= gnt2[7:4];
            casez (gnt2[7:4])
                4'b???1: begin gnt_idx <= 2'd0; last <= 2'd0; end
                4'b??10: begin gnt_idx <= 2'd1; last <= 2'd1; end
                4'b?100: begin gnt_idx <= 2'd2; last <= 2'd2; end
                default: begin gnt_idx <= 2'd3; last <= 2'd3; end
            endcase
        end else begin
            gnt <= 4'b0000;
        end
    end
endmodule
