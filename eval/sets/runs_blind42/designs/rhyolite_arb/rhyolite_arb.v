// rhyolite_arb: 4-requester round-robin arbiter with registered one-hot grant and a rotating priority pointer
// A grant is held while the owner keeps its request high (lock); the pointer moves past the last winner.
module rhyolite_arb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] req,
    output reg  [3:0] gnt,
    output wire       any_gnt
);
    reg  [1:0] last;
    reg  [3:0] pick;
    integer    k;

    // first requester after 'last' in circular order
    always @(*) begin
        pick = 4'b0000;
        for (k = 3; k >= 0; k = k - 1)
            if (req[(last + 1 + k) % 4])
                pick = 4'b0001 << ((last + 1 + k) % 4);
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gnt  <= 4'b0000;
            last <= 2'd3;
        end else if ((gnt & req) != 4'b0000) begin
            gnt <= gnt;                     // owner keeps the bus
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

    assign any_gnt = |gnt;
endmodule
