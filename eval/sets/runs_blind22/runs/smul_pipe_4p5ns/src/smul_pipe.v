// smul_pipe: two-stage pipelined unsigned multiplier (parameter W) with registered inputs and product
//
// Stage 1: register a, b and the valid bit.
// Stage 2: multiply the registered operands and register the product.
// Latency is two clocks; vld_out follows vld_in by two cycles.
// W sets the operand width, the product is 2*W bits.
//
module smul_pipe #(
  parameter W = 8
) (
  input                clk,
  input                vld_in,
  input      [W-1:0]   a,
  input      [W-1:0]   b,
  output reg [2*W-1:0] p,
  output reg           vld_out
);
  reg [W-1:0] ra, rb;
  reg         v1;

  always @(posedge clk) begin
    ra <= a;
    rb <= b;
    v1 <= vld_in;
  end

  always @(posedge clk) begin
    p       <= ra * rb;
    vld_out <= v1;
  end
endmodule
