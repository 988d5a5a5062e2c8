// sapphire_cmul: 2-stage pipelined signed complex multiplier (a+jb)*(c+jd), 6-bit inputs, 13-bit outputs
module sapphire_cmul (
    input  wire              clk,
    input  wire signed [5:0] ar, ai,
    input  wire signed [5:0] br, bi,
    output reg  signed [12:0] pr, pi
);
    reg signed [5:0]  ar_q, ai_q, br_q, bi_q;
    reg signed [11:0] m_rr, m_ii, m_ri, m_ir;

    always @(posedge clk) begin
        // stage 0: register inputs
        ar_q <= ar; ai_q <= ai; br_q <= br; bi_q <= bi;
        // stage 1: four partial products
        m_rr <= ar_q * br_q;
        m_ii <= ai_q * bi_q;
        m_ri <= ar_q * bi_q;
        m_ir <= ai_q * br_q;
        // stage 2: combine
        pr <= m_rr - m_ii;
        pi <= m_ri + m_ir;
    end
endmodule
