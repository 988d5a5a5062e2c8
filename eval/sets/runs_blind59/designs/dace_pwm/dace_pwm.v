// dace_pwm: 8-bit PWM generator with a free-running counter and a registered duty cycle
// ports: clk, rst, duty[7:0], load -> pwm_out; period is 256 clocks
module dace_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [7:0] duty,
    output reg        pwm_out
);
    reg [7:0] cnt;
    reg [7:0] duty_q;
    always @(posedge clk) begin
        if (rst) begin
            cnt <= 8'd0;
            duty_q <= 8'd0;
            pwm_out <= 1'b0;
        end else begin
            cnt <= cnt + 1'b1;
            if (load && cnt == 8'hff)
                duty_q <= duty;
            pwm_out <= (cnt < duty_q);
        end
    end
endmodule
