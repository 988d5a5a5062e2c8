// goethite_arbiter: 4-requester round-robin bus arbiter with grant hold until the master releases.
// Ports: clk, rst_n, req[3:0], release_i -> gnt[3:0] (one-hot), gnt_id[1:0], gnt_valid
// Sub-modules (separate files): goethite_rr_pick (rotating-priority picker), goethite_grant_reg (grant state).
module goethite_arbiter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       release_i,
    output wire [3:0] gnt,
    output reg  [1:0] gnt_id,
    output wire       gnt_valid
);
    reg  [1:0] last_id;
    wire [3:0] pick;
    wire       pick_any;
    wire       load = pick_any & (~gnt_valid | release_i);

    goethite_rr_pick u_pick (
        .req     (req),
        .last_id (last_id),
        .pick    (pick),
        .any     (pick_any)
    );

    goethite_grant_reg u_greg (
        .clk     (clk),
        .rst_n   (rst_n),
        .load    (load),
        .clear   (release_i & ~pick_any),
        .pick    (pick),
        .gnt     (gnt),
        .valid   (gnt_valid)
    );

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            last_id <= 2'd3;
            gnt_id  <= 2'd0;
        end else if (load) begin
            last_id <= pick[1] ? 2'd1 : pick[2] ? 2'd2 : pick[3] ? 2'd3 : 2'd0;
            gnt_id  <= pick[1] ? 2'd1 : pick[2] ? 2'd2 : pick[3] ? 2'd3 : 2'd0;
        end
    end
endmodule
