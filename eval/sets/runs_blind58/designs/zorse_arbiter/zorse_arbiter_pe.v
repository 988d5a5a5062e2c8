// zorse_arbiter_pe: 4-input priority encoder, bit 0 has the highest priority
module zorse_arbiter_pe (
    input  wire [3:0] in,
    output reg  [1:0] idx,
    output wire       any
);
    assign any = |in;
    always @* begin
        casez (in)
            4'b???1: idx = 2'd0;
            4'b??10: idx = 2'd1;
            4'b?100: idx = 2'd2;
            default: idx = 2'd3;
        endcase
    end
endmodule
