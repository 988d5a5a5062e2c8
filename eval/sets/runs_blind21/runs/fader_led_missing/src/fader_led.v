// fader_led: LED breathing effect, a triangle brightness ramp driving a PWM submodule
module fader_led #(parameter STEP_DIV = 16) (
  input  wire clk,
  input  wire rst,
  input  wire enable,
  output wire led
);
  reg [15:0] pre;
  reg [7:0]  level;
  reg        up;
  wire step = (pre == STEP_DIV - 1);
  always @(posedge clk) begin
    if (rst) begin
      pre <= 0; level <= 0; up <= 1'b1;
    end else if (enable) begin
      pre <= step ? 16'd0 : pre + 1'b1;
      if (step) begin
        if (up) begin
          if (level == 8'hff) up <= 1'b0; else level <= level + 1'b1;
        end else begin
          if (level == 8'h00) up <= 1'b1; else level <= level - 1'b1;
        end
      end
    end
  end
  fader_led_pwm #(.W(8)) u_pwm (.clk(clk), .rst(rst), .duty(level), .pwm_out(led));
endmodule

// Notes:
//  - level ramps 0..255..0; each step takes STEP_DIV enabled clock cycles
//  - the PWM submodule lives in fader_led_pwm.v and must be read as well
