// rhyolite_arb (work in progress): adds a per-requester grant timeout; edited copy, not yet compiled
// MAX_HOLD limits how many cycles one owner may keep the grant before the pointer moves on.
module rhyolite_arb #(parameter MAX_HOLD = 8) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output wire       any_gnt
);
    reg  [1:0] last;
    reg  [3:0] pick;
    reg  [3:0] hold_cnt;
    integer    k;

    always @(*) begin
        pick = 4'b0000;
        for (k = 3; k >= 0; k = k - 1)
            if (req[(last + 1 + k) % 4])
                pick = 4'b0001 << ((last + 1 + k) % 4);
    end

    wire expired = (hold_cnt == MAX_HOLD - 1)

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt      <= 4'b0000;
            last     <= 2'd3;
            hold_cnt <= 4'd0;
        end else if (((gnt & req) != 4'b0000) && !expired) begin
            hold_cnt <= hold_cnt + 1'b1;
        end else begin
            gnt      <= pick;
            hold_cnt <= 4'd0;
            case (pick)
                4'b0001: last <= 2'd0;
                4'b0010: last <= 2'd1;
                4'b0100: last <= 2'd2;
                4'b1000: last <= 2'd3;
                default: last <= last;
            endcase
        end
    end

    assign any_gnt = |gnt;
endmodule
