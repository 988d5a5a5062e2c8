// finch_pwm: 8-bit PWM generator running from a divided clock
// The system clock clk is divided by 4 (two-bit ripple counter, clk_div = div_cnt[1]);
// the PWM counter and the duty register live in the clk_div domain.
// Ports: clk, rst_n, duty[7:0] (sampled at the start of each PWM period), en, pwm_out, period_end (1 clk_div cycle pulse)
module finch_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    input  wire       en,
    output reg        pwm_out,
    output reg        period_end
);
    reg  [1:0] div_cnt;
    wire       clk_div = div_cnt[1];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div_cnt <= 2'b00;
        else
            div_cnt <= div_cnt + 1'b1;
    end

    reg [7:0] cnt;
    reg [7:0] duty_q;

    always @(posedge clk_div or negedge rst_n) begin
        if (!rst_n) begin
            cnt        <= 8'd0;
            duty_q     <= 8'd0;
            pwm_out    <= 1'b0;
            period_end <= 1'b0;
        end else if (en) begin
            cnt        <= cnt + 1'b1;
            period_end <= (cnt == 8'hFF);
            if (cnt == 8'hFF)
                duty_q <= duty;
            pwm_out    <= (cnt < duty_q);
        end else begin
            cnt        <= 8'd0;
            pwm_out    <= 1'b0;
            period_end <= 1'b0;
        end
    end
endmodule
