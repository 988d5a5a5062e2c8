// trout_pwm: 10-bit PWM generator with prescaler and double-buffered duty register
// duty is loaded into the active compare register only at the end of a period (no glitches).
// Ports: presc divides clk before the period counter; pwm_out high while cnt < duty.
module trout_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] presc,
    input  wire [9:0] duty,
    input  wire       load,
    output reg        pwm_out,
    output wire       period_end
);
    reg [3:0] pcnt;
    reg [9:0] cnt;
    reg [9:0] duty_shadow, duty_active;
    wire tick = (pcnt == presc);
    assign period_end = tick && (cnt == 10'h3FF);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pcnt <= 4'd0; cnt <= 10'd0;
            duty_shadow <= 10'd0; duty_active <= 10'd0; pwm_out <= 1'b0;
        end else begin
            if (load) duty_shadow <= duty;
            pcnt <= tick ? 4'd0 : pcnt + 4'd1;
            if (tick) begin
                cnt <= cnt + 10'd1;
                if (cnt == 10'h3FF) duty_active <= duty_shadow;
            end
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
