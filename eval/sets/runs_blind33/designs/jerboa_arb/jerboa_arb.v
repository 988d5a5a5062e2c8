// jerboa_arb: 4-requester round-robin arbiter; the rotate/mask helper jerboa_mask is referenced but never defined
module jerboa_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output wire       any_gnt
);
    reg  [1:0] last;
    wire [3:0] masked_req;
    wire [3:0] pick;

    // masks off requesters at or below the last granted index
    jerboa_mask u_mask (
        .req(req),
        .last(last),
        .masked(masked_req)
    );

    function [3:0] lowest;
        input [3:0] v;
        begin
            lowest = v & (~v + 4'd1);
        end
    endfunction

    assign pick    = (|masked_req) ? lowest(masked_req) : lowest(req);
    assign any_gnt = |gnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else begin
            gnt <= pick;
            case (pick)
                4'b0001: last <= 2'd0;
                4'b0010: last <= 2'd1;
                4'b0100: last <= 2'd2;
                4'b1000: last <= 2'd3;
                default: last <= last;
            endcase
        end
    end
endmodule
