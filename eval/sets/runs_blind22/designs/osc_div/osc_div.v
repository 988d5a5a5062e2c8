// osc_div: divide-by-2 clock generator driving a 6-bit counter in the divided domain plus a fast-domain strobe
//
// clk_half toggles every clk edge (divide by 2) and clocks slow_cnt.
// slow_cnt has an asynchronous reset; clk_half and strobe use a
// synchronous reset in the clk domain.
// strobe pulses in the clk domain when go is high and the slow
// counter has reached its terminal value 63.
//
module osc_div (
  input            clk,
  input            rst,
  input            go,
  output reg       clk_half,
  output reg [5:0] slow_cnt,
  output reg       strobe
);
  always @(posedge clk) begin
    if (rst) clk_half <= 1'b0;
    else     clk_half <= ~clk_half;
  end

  always @(posedge clk_half or posedge rst) begin
    if (rst)     slow_cnt <= 6'd0;
    else if (go) slow_cnt <= slow_cnt + 6'd1;
  end

  always @(posedge clk) begin
    if (rst) strobe <= 1'b0;
    else     strobe <= go & (slow_cnt == 6'd63);
  end
endmodule
