// Three-channel PWM generator sharing one prescaler.
// Hierarchy is kept on purpose: prescale + parameterised pwm_chan.
module prescale #(parameter DIV = 4) (
    input  wire clk,
    input  wire rst_n,
    output reg  tick
);
    reg [3:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 4'd0;
            tick <= 1'b0;
        end else if (cnt == DIV - 1) begin
            cnt  <= 4'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 4'd1;
            tick <= 1'b0;
        end
    end
endmodule

module pwm_chan #(parameter W = 8) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         tick,
    input  wire [W-1:0] duty,
    output reg          pwm
);
    reg [W-1:0] ramp;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ramp <= {W{1'b0}};
            pwm  <= 1'b0;
        end else if (tick) begin
            ramp <= ramp + 1'b1;
            pwm  <= (ramp < duty);
        end
    end
endmodule

module pwm_bank (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty_a,
    input  wire [7:0] duty_b,
    input  wire [5:0] duty_c,
    output wire       pwm_a,
    output wire       pwm_b,
    output wire       pwm_c
);
    wire tick;
    prescale #(.DIV(10)) u_pre (.clk(clk), .rst_n(rst_n), .tick(tick));
    pwm_chan #(.W(8)) u_a (.clk(clk), .rst_n(rst_n), .tick(tick), .duty(duty_a), .pwm(pwm_a));
    pwm_chan #(.W(8)) u_b (.clk(clk), .rst_n(rst_n), .tick(tick), .duty(duty_b), .pwm(pwm_b));
    pwm_chan #(.W(6)) u_c (.clk(clk), .rst_n(rst_n), .tick(tick), .duty(duty_c), .pwm(pwm_c));
endmodule
