// 16-input priority encoder (combinational), highest index wins
module prio_enc16 (
    input  wire [15:0] req,
    output reg  [3:0]  idx,
    output wire        any
);
    integer k;
    always @(*) begin
        idx = 4'd0;
        for (k = 0; k < 16; k = k + 1)
            if (req[k]) idx = k[3:0];
    end
    assign any = |req;
endmodule
