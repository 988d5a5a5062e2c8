// rhea_pwm: 8-bit PWM generator running on a divided clock.
// Ports: clk (system clock), rst_n, duty[7:0] (sampled at the start of each PWM period) -> pwm_out, period_start
// A divide-by-4 clock (rhea_clkdiv, a toggle flop chain) clocks the PWM counter, so the SDC needs a generated clock.
module rhea_clkdiv (
    input  wire clk,
    input  wire rst_n,
    output wire clk_out
);
    reg [1:0] div;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) div <= 2'b00;
        else        div <= div + 1'b1;
    assign clk_out = div[1];
endmodule

module rhea_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    output reg        pwm_out,
    output wire       period_start
);
    wire       clk_pwm;
    reg  [7:0] cnt;
    reg  [7:0] duty_q;

    rhea_clkdiv u_div (.clk(clk), .rst_n(rst_n), .clk_out(clk_pwm));

    assign period_start = (cnt == 8'd0);

    always @(posedge clk_pwm or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 8'd0;
            duty_q  <= 8'd0;
            pwm_out <= 1'b0;
        end else begin
            cnt <= cnt + 1'b1;
            if (cnt == 8'd255)
                duty_q <= duty;
            pwm_out <= (cnt < duty_q);
        end
    end
endmodule
