// apatite_pwm: free-running PWM generator with a double-buffered duty register.
// Parameters: WIDTH = counter / duty resolution in bits (default 8).
// Ports: clk, rst_n (async low reset), load (latch duty_in into the shadow register),
//        duty_in[WIDTH-1:0], pwm_out (high while counter < duty), period_end (1-cycle pulse).
// The new duty value only takes effect at the start of the next PWM period.
module apatite_pwm #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             load,
    input  wire [WIDTH-1:0] duty_in,
    output reg              pwm_out,
    output reg              period_end
);
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] duty_shadow;
    reg [WIDTH-1:0] duty_active;

    wire wrap = &cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt         <= {WIDTH{1'b0}};
            duty_shadow <= {WIDTH{1'b0}};
            duty_active <= {WIDTH{1'b0}};
            pwm_out     <= 1'b0;
            period_end  <= 1'b0;
        end else begin
            cnt        <= cnt + 1'b1;
            period_end <= wrap;
            if (load)
                duty_shadow <= duty_in;
            if (wrap)
                duty_active <= duty_shadow;
            pwm_out <= (cnt < duty_active);
        end
    end
endmodule
