// eagle_pwm: 8-bit PWM generator clocked by an internally divided clock.
// clk is divided by 4 in a small counter; its MSB (clk_div, a flop output) clocks the PWM
// counter. The duty value is sampled once per PWM period; pwm_out is high while cnt < duty.
// Ports: clk, rst_n (async, active low), enable, duty[7:0], pwm_out, period_start.
module eagle_pwm (
    input            clk,
    input            rst_n,
    input            enable,
    input      [7:0] duty,
    output reg       pwm_out,
    output reg       period_start
);
    // ---- clock divider: clk / 4
    reg [1:0] div_cnt;
    reg       clk_div;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt <= 2'd0;
            clk_div <= 1'b0;
        end else begin
            div_cnt <= div_cnt + 1'b1;
            clk_div <= div_cnt[1];
        end
    end

    // ---- PWM in the divided domain
    reg [7:0] cnt;
    reg [7:0] duty_q;

    always @(posedge clk_div or negedge rst_n) begin
        if (!rst_n) begin
            cnt          <= 8'd0;
            duty_q       <= 8'd0;
            pwm_out      <= 1'b0;
            period_start <= 1'b0;
        end else if (enable) begin
            cnt          <= cnt + 1'b1;
            period_start <= (cnt == 8'hFF);
            if (cnt == 8'hFF)
                duty_q <= duty;
            pwm_out      <= (cnt < duty_q);
        end else begin
            pwm_out      <= 1'b0;
            period_start <= 1'b0;
        end
    end
endmodule
