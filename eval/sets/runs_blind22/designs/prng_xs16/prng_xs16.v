// prng_xs16: 16-bit xorshift pseudo-random generator with seed load and enable
//
// Shift triple (7, 9, 8) on a 16-bit state; the state never becomes
// zero, so a zero seed is replaced by 1 and zero_seen is raised.
//
module prng_xs16 (
  input             clk,
  input             rst_n,
  input             load,
  input             en,
  input      [15:0] seed,
  output reg [15:0] rnd,
  output            zero_seen
);
  wire [15:0] x1 = rnd ^ (rnd << 7);
  wire [15:0] x2 = x1 ^ (x1 >> 9);
  wire [15:0] x3 = x2 ^ (x2 << 8);
  reg         zflag;

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      rnd   <= 16'hACE1;
      zflag <= 1'b0;
    end else if (load) begin
      rnd   <= (seed == 16'd0) ? 16'h0001 : seed;
      zflag <= (seed == 16'd0);
    end else if (en) begin
      rnd   <= x3;
    end
  end
  assign zero_seen = zflag;
endmodule
