// larimar_pwm: 8-bit PWM generator whose counter runs on a divide-by-4 clock made inside the block.
// Ports: clk (master clock), rst_n, duty[7:0] (sampled at the end of each PWM period), pwm_out, period_tick.
// A 2-bit ripple divider (clkdiv_q[1]) produces clk_slow = clk/4; the PWM counter and compare run on clk_slow.
// For STA the divided clock is declared with create_generated_clock on the clkdiv_q[1] flop output.
module larimar_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output reg        period_tick
);
    reg [1:0] clkdiv_q;
    wire clk_slow = clkdiv_q[1];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            clkdiv_q <= 2'b00;
        else
            clkdiv_q <= clkdiv_q + 1'b1;
    end

    reg [7:0] cnt;
    reg [7:0] duty_q;

    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            cnt         <= 8'd0;
            duty_q      <= 8'd0;
            pwm_out     <= 1'b0;
            period_tick <= 1'b0;
        end else begin
            cnt         <= cnt + 1'b1;
            period_tick <= (cnt == 8'hFF);
            if (cnt == 8'hFF)
                duty_q <= duty;
            pwm_out <= (cnt < duty_q);
        end
    end
endmodule
