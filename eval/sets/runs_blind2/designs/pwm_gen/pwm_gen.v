// 8-bit PWM generator with programmable period and duty cycle.
module pwm_gen (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [7:0] period,
    input  wire [7:0] duty,
    output reg        pwm_out
);
    reg [7:0] cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cnt <= 8'd0;
        else if (!en || cnt == period)
            cnt <= 8'd0;
        else
            cnt <= cnt + 8'd1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= 1'b0;
        else
            pwm_out <= en && (cnt < duty);
    end
endmodule
