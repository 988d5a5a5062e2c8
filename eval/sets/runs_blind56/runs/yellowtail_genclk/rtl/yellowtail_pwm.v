// yellowtail_pwm: 8-bit PWM generator for a fan/LED driver.
// A 2-bit ripple prescaler divides the system clock by 4 (pwm_clk = presc[1]);
// the PWM counter and the duty register run on pwm_clk. duty is sampled at the
// start of each PWM period so the output never glitches mid-period.
module yellowtail_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    input  wire       enable,
    output reg        pwm_out,
    output wire       period_start
);
    reg [1:0] presc;
    wire      pwm_clk = presc[1];

    always @(posedge clk or negedge rst_n)
        if (!rst_n) presc <= 2'b00;
        else        presc <= presc + 1'b1;

    reg [7:0] cnt;
    reg [7:0] duty_q;

    assign period_start = (cnt == 8'hFF);

    always @(posedge pwm_clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 8'h00;
            duty_q  <= 8'h00;
            pwm_out <= 1'b0;
        end else begin
            cnt <= cnt + 1'b1;
            if (period_start)
                duty_q <= duty;
            pwm_out <= enable && (cnt < duty_q);
        end
    end
endmodule
