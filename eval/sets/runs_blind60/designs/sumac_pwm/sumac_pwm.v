// sumac_pwm: 10-bit PWM generator with double-buffered duty register
// The new duty value is taken at the end of each period.
// Ports: clk, rst_n, duty_wr, duty_in[9:0], pwm_out, period_end
module sumac_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       duty_wr,
    input  wire [9:0] duty_in,
    output reg        pwm_out,
    output wire       period_end
);
    reg [9:0] cnt, duty_shadow, duty_active;
    assign period_end = (cnt == 10'h3ff);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= 0; duty_shadow <= 0; duty_active <= 0; pwm_out <= 1'b0;
        end else begin
            cnt <= cnt + 1'b1;
            if (duty_wr) duty_shadow <= duty_in;
            if (period_end) duty_active <= duty_shadow;
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
