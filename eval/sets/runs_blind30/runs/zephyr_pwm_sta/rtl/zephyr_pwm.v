// zephyr_pwm: 10-bit PWM generator with shadowed duty register, static polarity strap and dead-time
module zephyr_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       duty_wr,
    input  wire [9:0] duty_in,
    input  wire [3:0] dead,
    input  wire       polarity,   // board strap, static after reset
    output reg        pwm_hi,
    output reg        pwm_lo,
    output wire       period_end
);
    reg [9:0] cnt;
    reg [9:0] duty_shadow, duty_active;

    assign period_end = (cnt == 10'h3FF);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt         <= 10'd0;
            duty_shadow <= 10'd0;
            duty_active <= 10'd0;
        end else begin
            cnt <= cnt + 10'd1;
            if (duty_wr)
                duty_shadow <= duty_in;
            if (period_end)
                duty_active <= duty_shadow;
        end
    end

    wire on_phase  = (cnt < duty_active);
    wire hi_ok     = on_phase && (cnt >= {6'd0, dead});
    wire lo_ok     = !on_phase && (cnt >= duty_active + {6'd0, dead});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pwm_hi <= 1'b0;
            pwm_lo <= 1'b0;
        end else begin
            pwm_hi <= hi_ok ^ polarity;
            pwm_lo <= lo_ok ^ polarity;
        end
    end
endmodule
