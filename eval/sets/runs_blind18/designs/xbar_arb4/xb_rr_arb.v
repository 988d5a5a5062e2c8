// xb_rr_arb: 4 way round robin arbiter with grant hold while locked
module xb_rr_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    input  wire       lock,
    output reg  [3:0] gnt,
    output wire       busy
);
    reg [1:0] last;
    reg [3:0] pick;
    integer k;
    reg found;

    always @(*) begin
        pick  = 4'b0000;
        found = 1'b0;
        for (k = 1; k <= 4; k = k + 1) begin
            if (!found && req[(last + k) % 4]) begin
                pick[(last + k) % 4] = 1'b1;
                found = 1'b1;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else if (!(lock && |(gnt & req))) begin
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

    assign busy = |gnt;
endmodule
