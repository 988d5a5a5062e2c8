// salsify_pwm: 8-bit PWM generator running from a divided clock.
// The input clock clk is divided by 4 with a 2-bit ripple-free counter; its MSB (pwm_clk) clocks
// the PWM counter. duty is sampled at the start of each PWM period; pwm_out is high while
// count < duty_q. period_tick pulses once per 256 pwm_clk cycles.
module salsify_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    input  wire       enable,
    output reg        pwm_out,
    output reg        period_tick
);
    reg [1:0] div;
    wire pwm_clk = div[1];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 2'b01;
    end

    reg [7:0] count;
    reg [7:0] duty_q;

    always @(posedge pwm_clk or negedge rst_n) begin
        if (!rst_n) begin
            count       <= 8'd0;
            duty_q      <= 8'd0;
            pwm_out     <= 1'b0;
            period_tick <= 1'b0;
        end else if (enable) begin
            count       <= count + 8'd1;
            period_tick <= (count == 8'hFF);
            if (count == 8'hFF)
                duty_q <= duty;
            pwm_out <= (count < duty_q);
        end else begin
            pwm_out     <= 1'b0;
            period_tick <= 1'b0;
        end
    end
endmodule
