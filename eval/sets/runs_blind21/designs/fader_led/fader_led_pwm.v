// fader_led_pwm: free-running PWM generator used by fader_led
module fader_led_pwm #(parameter W = 8) (
  input  wire         clk,
  input  wire         rst,
  input  wire [W-1:0] duty,
  output reg          pwm_out
);
  reg [W-1:0] cnt;
  always @(posedge clk) begin
    if (rst) begin cnt <= 0; pwm_out <= 1'b0; end
    else begin
      cnt <= cnt + 1'b1;
      pwm_out <= (cnt < duty);
    end
  end
endmodule
