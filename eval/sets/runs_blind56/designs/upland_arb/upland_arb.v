// upland_arb: 4-requester round-robin bus arbiter with grant hold.
// A granted master keeps the bus while its req stays high; when it drops,
// the fixed-priority picker upland_pick searches starting after the last winner.
module upland_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output wire       bus_busy
);
    reg  [1:0] last;
    wire [3:0] rot_req;
    wire [3:0] rot_gnt;
    wire       any;

    // rotate requests so that index (last+1) has top priority
    assign rot_req = (req >> (last + 1'b1)) | (req << (3'd4 - (last + 1'b1)));

    // NOTE: only the low three request lines go to the picker
    upland_pick u_pick (.req(rot_req[2:0]), .gnt(rot_gnt), .any(any));

    wire [3:0] nxt_gnt = (rot_gnt << (last + 1'b1)) | (rot_gnt >> (3'd4 - (last + 1'b1)));

    assign bus_busy = |gnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else if (!(|(gnt & req))) begin
            gnt <= any ? nxt_gnt : 4'b0000;
            case (nxt_gnt)
                4'b0001: last <= 2'd0;
                4'b0010: last <= 2'd1;
                4'b0100: last <= 2'd2;
                4'b1000: last <= 2'd3;
                default: last <= last;
            endcase
        end
    end
endmodule

// fixed priority: bit 0 wins
module upland_pick (
    input  wire [3:0] req,
    output wire [3:0] gnt,
    output wire       any
);
    assign gnt = req & (~req + 1'b1);
    assign any = |req;
endmodule
