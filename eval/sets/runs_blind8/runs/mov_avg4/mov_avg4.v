// 4-tap moving average of unsigned 8-bit samples, registered output.
module mov_avg4 (
  input  wire       clk,
  input  wire       rst,
  input  wire       in_vld,
  input  wire [7:0] sample,
  output reg  [7:0] avg,
  output reg        out_vld
);
  reg  [7:0] x0, x1, x2, x3;
  wire [9:0] sum = x0 + x1 + x2 + x3;

  always @(posedge clk) begin
    if (rst) begin
      x0 <= 8'd0; x1 <= 8'd0; x2 <= 8'd0; x3 <= 8'd0;
      avg <= 8'd0; out_vld <= 1'b0;
    end else begin
      out_vld <= in_vld;
      if (in_vld) begin
        x0 <= sample;
        x1 <= x0;
        x2 <= x1;
        x3 <= x2;
      end
      avg <= sum[9:2];
    end
  end
endmodule
