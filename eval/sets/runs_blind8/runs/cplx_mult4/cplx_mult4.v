// Complex multiplier, 4-bit signed operands, registered in and out.
// (ar + j*ai) * (br + j*bi) = (ar*br - ai*bi) + j*(ar*bi + ai*br)
module cplx_mult4 (
  input  wire              clk,
  input  wire signed [3:0] a_re,
  input  wire signed [3:0] a_im,
  input  wire signed [3:0] b_re,
  input  wire signed [3:0] b_im,
  output reg  signed [8:0] p_re,
  output reg  signed [8:0] p_im
);
  reg signed [3:0] ar, ai, br, bi;
  wire signed [7:0] rr = ar * br;
  wire signed [7:0] ii = ai * bi;
  wire signed [7:0] ri = ar * bi;
  wire signed [7:0] ir = ai * br;

  always @(posedge clk) begin
    ar   <= a_re;
    ai   <= a_im;
    br   <= b_re;
    bi   <= b_im;
    p_re <= rr - ii;
    p_im <= ri + ir;
  end
endmodule
