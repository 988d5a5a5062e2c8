// muscovite_pwm: 8-bit PWM generator running on a divided clock
// muscovite_clkdiv divides clk by 4 (clk_slow = bit 1 of a free-running 2-bit counter);
// the PWM counter and the duty register live in the clk_slow domain.
// Ports: clk, rst_n (async active low), duty[7:0] (sampled at the start of each PWM period),
//        pwm_out (high while counter < duty), period_tick (1 slow-clock pulse per 256-count period)
module muscovite_clkdiv (
    input  wire clk,
    input  wire rst_n,
    output wire clk_slow
);
    reg [1:0] div_cnt;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) div_cnt <= 2'd0;
        else        div_cnt <= div_cnt + 2'd1;
    assign clk_slow = div_cnt[1];
endmodule

module muscovite_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output reg        period_tick
);
    wire       clk_slow;
    reg  [7:0] pwm_cnt;
    reg  [7:0] duty_q;

    muscovite_clkdiv u_div (.clk(clk), .rst_n(rst_n), .clk_slow(clk_slow));

    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            pwm_cnt     <= 8'd0;
            duty_q      <= 8'd0;
            pwm_out     <= 1'b0;
            period_tick <= 1'b0;
        end else begin
            pwm_cnt     <= pwm_cnt + 8'd1;
            period_tick <= (pwm_cnt == 8'hFF);
            if (pwm_cnt == 8'hFF)
                duty_q <= duty;
            pwm_out <= (pwm_cnt < duty_q);
        end
    end
endmodule
