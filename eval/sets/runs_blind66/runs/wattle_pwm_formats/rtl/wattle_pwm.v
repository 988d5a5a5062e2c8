// wattle_pwm: 8-bit PWM generator with a shadow duty register loaded at the end of each period
// ports: clk, rst, duty_wr, duty[7:0] -> pwm_out, period_end
module wattle_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire       duty_wr,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output wire       period_end
);
    reg [7:0] cnt;
    reg [7:0] duty_shadow, duty_active;
    assign period_end = (cnt == 8'hFF);
    always @(posedge clk) begin
        if (rst) begin
            cnt <= 8'd0; duty_shadow <= 8'd0; duty_active <= 8'd0; pwm_out <= 1'b0;
        end else begin
            cnt <= cnt + 8'd1;
            if (duty_wr) duty_shadow <= duty;
            if (period_end) duty_active <= duty_shadow;
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
