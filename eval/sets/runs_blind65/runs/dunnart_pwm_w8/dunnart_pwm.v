// dunnart_pwm: free-running PWM generator with a double-buffered duty register.
// Parameter WIDTH: counter / duty width (default 8).
// Ports: clk, rst, load, duty_in[WIDTH-1:0] -> pwm_out, period_end.
// The new duty value takes effect at the start of the next PWM period.
module dunnart_pwm #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             load,
    input  wire [WIDTH-1:0] duty_in,
    output reg              pwm_out,
    output wire             period_end
);
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] duty_shadow;
    reg [WIDTH-1:0] duty_active;

    assign period_end = &cnt;

    always @(posedge clk) begin
        if (rst) begin
            cnt         <= {WIDTH{1'b0}};
            duty_shadow <= {WIDTH{1'b0}};
            duty_active <= {WIDTH{1'b0}};
            pwm_out     <= 1'b0;
        end else begin
            cnt <= cnt + 1'b1;
            if (load)
                duty_shadow <= duty_in;
            if (period_end)
                duty_active <= duty_shadow;
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
