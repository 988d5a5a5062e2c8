// nutria_pwmgen: free-running PWM generator with a double-buffered duty register.
// Parameters: WIDTH (counter/duty width, default 8), INVERT (1 = active-low output).
// Ports: clk, rst_n (async active-low), duty_wr + duty_in load a new duty value that
// takes effect at the next period start; pwm_out is high while count < duty;
// period_tick pulses for one clock when the counter wraps.
module nutria_pwmgen #(
    parameter WIDTH  = 8,
    parameter INVERT = 0
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             duty_wr,
    input  wire [WIDTH-1:0] duty_in,
    input  wire             enable,
    output reg              pwm_out,
    output reg              period_tick
);

    reg [WIDTH-1:0] count;
    reg [WIDTH-1:0] duty_shadow;   // written by software at any time
    reg [WIDTH-1:0] duty_active;   // copied at the start of every period

    wire wrap = (count == {WIDTH{1'b1}});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            duty_shadow <= {WIDTH{1'b0}};
        else if (duty_wr)
            duty_shadow <= duty_in;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            count       <= {WIDTH{1'b0}};
            duty_active <= {WIDTH{1'b0}};
            period_tick <= 1'b0;
        end else if (enable) begin
            count       <= count + 1'b1;
            period_tick <= wrap;
            if (wrap)
                duty_active <= duty_shadow;
        end else begin
            period_tick <= 1'b0;
        end
    end

    wire raw = enable && (count < duty_active);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= INVERT ? 1'b1 : 1'b0;
        else
            pwm_out <= INVERT ? ~raw : raw;
    end

endmodule
