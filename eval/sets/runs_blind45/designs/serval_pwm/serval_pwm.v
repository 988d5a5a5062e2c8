// serval_pwm: PWM generator with programmable period and duty cycle
// Parameters: WIDTH (counter width, default 8)
// Ports: clk, rst_n (async active-low), en, period, duty -> pwm_out, cycle_end
// pwm_out is high while the free-running counter is below duty; the counter
// wraps when it reaches period and cycle_end pulses for one clock.
module serval_pwm #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en,
    input  wire [WIDTH-1:0] period,
    input  wire [WIDTH-1:0] duty,
    output reg              pwm_out,
    output reg              cycle_end
);
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] duty_q;   // duty is sampled at the start of each cycle

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt       <= {WIDTH{1'b0}};
            duty_q    <= {WIDTH{1'b0}};
            cycle_end <= 1'b0;
        end else if (en) begin
            if (cnt >= period) begin
                cnt       <= {WIDTH{1'b0}};
                duty_q    <= duty;
                cycle_end <= 1'b1;
            end else begin
                cnt       <= cnt + 1'b1;
                cycle_end <= 1'b0;
            end
        end else begin
            cycle_end <= 1'b0;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= 1'b0;
        else
            pwm_out <= en && (cnt < duty_q);
    end
endmodule
