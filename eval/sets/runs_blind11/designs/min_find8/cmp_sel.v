// cmp_sel: two-input minimum selector, passes the smaller value and its index.
// Ties keep input a.
module cmp_sel #(
    parameter W  = 10,
    parameter IW = 3
) (
    input  [W-1:0]  a,
    input  [IW-1:0] a_idx,
    input  [W-1:0]  b,
    input  [IW-1:0] b_idx,
    output [W-1:0]  m,
    output [IW-1:0] m_idx
);
    wire b_less = (b < a);
    assign m     = b_less ? b : a;
    assign m_idx = b_less ? b_idx : a_idx;
endmodule
