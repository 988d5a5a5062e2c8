// tanzanite_pwm: edge-aligned PWM generator with programmable duty and period.
// Parameters: WIDTH = counter / duty register width.
// Ports: clk, rst_n (async low), load (latch new duty/period), duty_in, period_in, pwm_out, wrap.
module tanzanite_pwm #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             load,
    input  wire [WIDTH-1:0] duty_in,
    input  wire [WIDTH-1:0] period_in,
    output reg              pwm_out,
    output wire             wrap
);
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] duty_q;
    reg [WIDTH-1:0] period_q;

    assign wrap = (cnt == period_q);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty_q   <= {WIDTH{1'b0}};
            period_q <= {WIDTH{1'b1}};
        end else if (load) begin
            duty_q   <= duty_in;
            period_q <= period_in;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cnt <= {WIDTH{1'b0}};
        else if (wrap)
            cnt <= {WIDTH{1'b0}};
        else
            cnt <= cnt + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= 1'b0;
        else
            pwm_out <= (cnt < duty_q);
    end
endmodule
