// Measures the width of high pulses on an asynchronous input, in clock cycles.
module pulse_width_meas (
  input  wire        clk,
  input  wire        rst_n,
  input  wire        sig_in,
  output reg  [11:0] width,
  output reg         width_vld,
  output reg         ovf
);
  reg s1, s2, s3;
  reg [11:0] cnt;
  wire rise = s2 & ~s3;
  wire fall = ~s2 & s3;

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0;
      cnt <= 12'd0; width <= 12'd0; width_vld <= 1'b0; ovf <= 1'b0;
    end else begin
      s1 <= sig_in;
      s2 <= s1;
      s3 <= s2;
      width_vld <= 1'b0;
      if (rise) begin
        cnt <= 12'd1;
        ovf <= 1'b0;
      end else if (s2) begin
        if (cnt == 12'hFFF) ovf <= 1'b1;
        else                cnt <= cnt + 12'd1;
      end
      if (fall) begin
        width     <= cnt;
        width_vld <= 1'b1;
      end
    end
  end
endmodule
