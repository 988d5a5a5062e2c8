// fairywren_pwm: 8-bit PWM generator with double-buffered duty register
// Ports: clk, rst, load, duty_in[7:0] -> pwm_out, period_end
// The duty value is taken over at the end of each 256-cycle period.
module fairywren_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [7:0] duty_in,
    output reg        pwm_out,
    output wire       period_end
);
    reg [7:0] cnt;
    reg [7:0] duty_shadow;
    reg [7:0] duty_active;
    assign period_end = (cnt == 8'hff);
    always @(posedge clk) begin
        if (rst) begin
            cnt <= 0; duty_shadow <= 0; duty_active <= 0; pwm_out <= 0;
        end else begin
            cnt <= cnt + 1;
            if (load) duty_shadow <= duty_in;
            if (period_end) duty_active <= duty_shadow;
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
