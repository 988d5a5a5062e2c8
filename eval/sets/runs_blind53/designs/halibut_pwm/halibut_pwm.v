// halibut_pwm: 10-bit PWM generator with a shadow duty register and dead-time
// between the high-side and low-side outputs (motor half-bridge style).
// duty is sampled into the shadow register at the end of every period.
module halibut_pwm #(
    parameter W = 10,
    parameter DEAD = 4
) (
    input  wire         clk,
    input  wire         rst,
    input  wire [W-1:0] duty,
    output reg          hs,
    output reg          ls,
    output wire         period_end
);
    reg [W-1:0] cnt;
    reg [W-1:0] duty_sh;
    wire raw = (cnt < duty_sh);

    assign period_end = &cnt;

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 0;
            duty_sh <= 0;
        end else begin
            cnt <= cnt + 1'b1;
            if (period_end) duty_sh <= duty;
        end
    end

    // dead time: high side switches on DEAD counts late, low side DEAD counts after fall
    always @(posedge clk) begin
        if (rst) begin
            hs <= 1'b0;
            ls <= 1'b0;
        end else begin
            hs <= raw && (cnt >= DEAD);
            ls <= !raw && (cnt >= duty_sh + DEAD);
        end
    end
endmodule
