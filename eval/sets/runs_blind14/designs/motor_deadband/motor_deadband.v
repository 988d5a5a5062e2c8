// motor_deadband: complementary PWM pair for a half bridge with a
// programmable dead band. Both outputs stay low for dead_cyc clocks
// around every edge of the raw PWM so the high and low switches never
// conduct at the same time.
module motor_deadband (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] period,
    input  wire [7:0] duty,
    input  wire [3:0] dead_cyc,
    output reg        gate_hi,
    output reg        gate_lo
);
    reg [7:0] cnt;
    reg       pwm_raw, pwm_prev;
    reg [3:0] dead;

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 8'd0;
            pwm_raw <= 1'b0;
        end else begin
            if (cnt >= period) cnt <= 8'd0
            else cnt <= cnt + 8'd1;
            pwm_raw <= (cnt < duty);
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            pwm_prev <= 1'b0;
            dead     <= 4'd0;
            gate_hi  <= 1'b0;
            gate_lo  <= 1'b0;
        end else begin
            pwm_prev <= pwm_raw;
            if (pwm_raw != pwm_prev) begin
                dead    <= dead_cyc;
                gate_hi <= 1'b0;
                gate_lo <= 1'b0;
            end else if (dead != 4'd0) begin
                dead <= dead - 4'd1;
            end else begin
                gate_hi <= pwm_raw;
                gate_lo <= ~pwm_raw;
            end
        end
    end
endmodule
