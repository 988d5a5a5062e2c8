// aragonite_pwm: edge-aligned PWM generator with a double-buffered duty register.
// Parameters: WIDTH (counter / duty width, default 10).
// Ports: clk, rst_n (async active-low), en, load (latch duty_in into the shadow), duty_in, period_in,
//        pwm_out (high while cnt < duty), wrap (one-cycle pulse at the end of every PWM period).
// The duty/period shadow registers are copied into the active registers only at wrap, so a
// new setting never glitches the running period.
module aragonite_pwm #(
    parameter WIDTH = 10
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en,
    input  wire             load,
    input  wire [WIDTH-1:0] duty_in,
    input  wire [WIDTH-1:0] period_in,
    output reg              pwm_out,
    output wire             wrap
);
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] duty_sh, period_sh;
    reg [WIDTH-1:0] duty_act, period_act;

    assign wrap = en && (cnt == period_act);

    // shadow registers, written by the CPU side at any time
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty_sh   <= {WIDTH{1'b0}};
            period_sh <= {WIDTH{1'b1}};
        end else if (load) begin
            duty_sh   <= duty_in;
            period_sh <= period_in;
        end
    end

    // free-running counter, active registers updated on wrap
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt        <= {WIDTH{1'b0}};
            duty_act   <= {WIDTH{1'b0}};
            period_act <= {WIDTH{1'b1}};
        end else if (en) begin
            if (wrap) begin
                cnt        <= {WIDTH{1'b0}};
                duty_act   <= duty_sh;
                period_act <= period_sh;
            end else begin
                cnt <= cnt + 1'b1;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pwm_out <= 1'b0;
        else
            pwm_out <= en && (cnt < duty_act);
    end
endmodule
