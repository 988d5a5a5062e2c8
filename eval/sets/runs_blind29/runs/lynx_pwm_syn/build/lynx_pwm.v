// lynx_pwm: 8-bit PWM generator with programmable period and duty - this revision has a syntax error (missing semicolon)
module lynx_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] period,
    input  wire [7:0] duty,
    output reg        pwm_out
);
    reg [7:0] cnt;
    reg [7:0] duty_q;

    always @(posedge clk) begin
        if (rst) begin
            cnt    <= 8'd0;
            duty_q <= 8'd0;
        end else if (cnt >= period) begin
            cnt    <= 8'd0;
            duty_q <= duty
        end else begin
            cnt <= cnt + 8'd1;
        end
    end

    always @(posedge clk) begin
        if (rst) pwm_out <= 1'b0;
        else     pwm_out <= (cnt < duty_q);
    end
endmodule
