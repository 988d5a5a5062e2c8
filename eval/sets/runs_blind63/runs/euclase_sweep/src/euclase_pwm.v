// euclase_pwm: PWM generator with an 8-bit prescaler and a WIDTH-bit period/duty counter
// Parameters: WIDTH (counter bits). Ports: presc sets the clock divide (0 = every clock),
// period and duty are loaded at the end of each PWM cycle so updates never glitch the output.
module euclase_pwm #(
    parameter WIDTH = 10
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             enable,
    input  wire [7:0]       presc,
    input  wire [WIDTH-1:0] period,
    input  wire [WIDTH-1:0] duty,
    output reg              pwm_out,
    output reg              cycle_end
);
    reg [7:0]       pcnt;
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] period_q, duty_q;
    wire step = (pcnt == presc);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pcnt <= 8'd0;
            cnt <= {WIDTH{1'b0}};
            period_q <= {WIDTH{1'b0}};
            duty_q <= {WIDTH{1'b0}};
            pwm_out <= 1'b0;
            cycle_end <= 1'b0;
        end else if (!enable) begin
            pcnt <= 8'd0;
            cnt <= {WIDTH{1'b0}};
            pwm_out <= 1'b0;
            cycle_end <= 1'b0;
        end else begin
            cycle_end <= 1'b0;
            pcnt <= step ? 8'd0 : pcnt + 8'd1;
            if (step) begin
                if (cnt >= period_q) begin
                    cnt <= {WIDTH{1'b0}};
                    period_q <= period;
                    duty_q <= duty;
                    cycle_end <= 1'b1;
                end else begin
                    cnt <= cnt + 1'b1;
                end
                pwm_out <= (cnt < duty_q);
            end
        end
    end
endmodule
