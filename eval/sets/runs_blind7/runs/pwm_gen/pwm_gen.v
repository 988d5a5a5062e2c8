// 10-bit PWM generator with programmable duty and period
module pwm_gen (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [9:0] period,
    input  wire [9:0] duty,
    output reg        pwm_out
);
    reg [9:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 10'd0;
            pwm_out <= 1'b0;
        end else begin
            if (cnt >= period) cnt <= 10'd0;
            else               cnt <= cnt + 10'd1;
            pwm_out <= (cnt < duty);
        end
    end
endmodule
