// manatee_pwm: 8-bit PWM generator running from a divided clock
// The prescaler (manatee_presc) divides clk by 4 into pwm_clk (a register output that
// clocks the PWM counter), so timing needs a generated clock on that register.
// Ports: clk, rst_n, duty[7:0] (sampled at the start of each PWM period), pwm_out, period_start
module manatee_presc (
    input  wire clk,
    input  wire rst_n,
    output wire clk_out
);
    reg [1:0] div;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) div <= 2'd0;
        else        div <= div + 1'b1;
    assign clk_out = div[1];
endmodule

module manatee_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output reg        period_start
);
    wire       pwm_clk;
    reg  [7:0] cnt;
    reg  [7:0] duty_q;

    manatee_presc u_presc (.clk(clk), .rst_n(rst_n), .clk_out(pwm_clk));

    always @(posedge pwm_clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt          <= 8'd0;
            duty_q       <= 8'd0;
            pwm_out      <= 1'b0;
            period_start <= 1'b0;
        end else begin
            cnt          <= cnt + 1'b1;
            period_start <= (cnt == 8'hFF);
            if (cnt == 8'hFF)
                duty_q <= duty;
            pwm_out <= (cnt < duty_q);
        end
    end
endmodule
