// genet_prio: 16-input priority encoder (bit 15 highest) built from two 8-bit encoders
// sub-module genet_enc8 encodes one byte; top combines them -> idx[3:0], valid
module genet_enc8 (
    input  wire [7:0] req,
    output reg  [2:0] idx,
    output wire       valid
);
    integer i;
    assign valid = |req;
    always @(*) begin
        idx = 3'd0;
        for (i = 0; i < 8; i = i + 1)
            if (req[i]) idx = i[2:0];
    end
endmodule

module genet_prio (
    input  wire [15:0] req,
    output wire [3:0]  idx,
    output wire        valid
);
    wire [2:0] lo_idx, hi_idx;
    wire       lo_v, hi_v;
    genet_enc8 u_lo (.req(req[7:0]),  .idx(lo_idx), .valid(lo_v));
    genet_enc8 u_hi (.req(req[15:8]), .idx(hi_idx), .valid(hi_v));
    assign valid = lo_v | hi_v;
    assign idx   = hi_v ? {1'b1, hi_idx} : {1'b0, lo_idx};
endmodule
