// lzc16: registered leading-zero counter for a 16-bit word, built from two
// 8-bit halves. The upper half decides unless it is all zeros, in which case
// the answer is 8 plus the lower half's count. zcnt = 16 when the word is 0.
module lzc8 (
    input  [7:0] v,
    output [3:0] cnt,      // 0..8
    output       all_zero
);
    assign all_zero = (v == 8'd0);
    assign cnt = v[7] ? 4'd0 :
                 v[6] ? 4'd1 :
                 v[5] ? 4'd2 :
                 v[4] ? 4'd3 :
                 v[3] ? 4'd4 :
                 v[2] ? 4'd5 :
                 v[1] ? 4'd6 :
                 v[0] ? 4'd7 : 4'd8;
endmodule

module lzc16 (
    input            clk,
    input     [15:0] word,
    input            word_vld,
    output reg [4:0] zcnt,
    output reg       zcnt_vld
);
    reg [15:0] w_q;
    reg        v_q;
    wire [2:0] hi_cnt;
    wire [3:0] lo_cnt;

    always @(posedge clk) begin
        w_q <= word;
        v_q <= word_vld;
    end

    lzc8 u_hi (.v(w_q[15:8]), .cnt(hi_cnt), .all_zero(hi_zero));
    lzc8 u_lo (.v(w_q[7:0]),  .cnt(lo_cnt), .all_zero(lo_zero));

    always @(posedge clk) begin
        zcnt_vld <= v_q;
        if (hi_zero)
            zcnt <= 5'd8 + lo_cnt;
        else
            zcnt <= hi_cnt;
    end
endmodule
