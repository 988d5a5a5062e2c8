// ebony_pwm: 8-bit PWM generator with a divide-by-4 prescaler producing its own slow clock.
// Ports: clk (system clock), rst_n, duty[7:0] (sampled at the start of each PWM period),
//        pwm_out, period_start (one pulse per 256 slow-clock cycles).
// The prescaler flop clk_div4 is used as the clock of the PWM counter, so STA needs a
// generated clock (divide_by 4) on its output pin.
module ebony_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output reg        period_start
);
    reg [1:0] pre;
    reg       clk_div4;

    // prescaler: clk_div4 toggles every 2 clk cycles -> clk / 4
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre      <= 2'd0;
            clk_div4 <= 1'b0;
        end else begin
            pre <= pre + 2'd1;
            if (pre[0])
                clk_div4 <= ~clk_div4;
        end
    end

    reg [7:0] cnt;
    reg [7:0] duty_q;

    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n) begin
            cnt          <= 8'd0;
            duty_q       <= 8'd0;
            pwm_out      <= 1'b0;
            period_start <= 1'b0;
        end else begin
            cnt          <= cnt + 8'd1;
            period_start <= (cnt == 8'hff);
            if (cnt == 8'hff)
                duty_q <= duty;
            pwm_out <= (cnt < duty_q);
        end
    end
endmodule
