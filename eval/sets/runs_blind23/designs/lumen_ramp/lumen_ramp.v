// LED soft-start ramp: moves an 8-bit PWM duty value toward a target by a programmable step on every ramp tick, and flags when it has arrived.
module lumen_ramp (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tick,
    input  wire [7:0] target,
    input  wire [3:0] step,
    output reg  [7:0] duty,
    output wire       at_target,
    output reg        pwm_out
);
    reg [7:0] pwm_cnt;
    wire [8:0] up   = {1'b0, duty} + {5'd0, step};
    wire [8:0] down = {1'b0, duty} - {5'd0, step};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty <= 8'd0;
        end else if (tick) begin
            if (duty < target) begin
                if (up[8] || up[7:0] > target)
                    duty <= target;
                else
                    duty <= up[7:0];
            end else if (duty > target) begin
                if (down[8] || down[7:0] < target)
                    duty <= target;
                else
                    duty <= down[7:0];
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pwm_cnt <= 8'd0;
            pwm_out <= 1'b0;
        end else begin
            pwm_cnt <= pwm_cnt + 8'd1;
            pwm_out <= (pwm_cnt < duty);
        end
    end

    assign at_target = (duty == target);
endmodule
