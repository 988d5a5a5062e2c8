// coyote_pwm: PWM generator with a programmable prescaler and a WIDTH-bit period/duty compare.
// Ports: clk, rst_n, en, prescale[7:0], period[WIDTH-1:0], duty[WIDTH-1:0] -> pwm_out, cycle_end
// duty/period are double-buffered and only take effect at the end of a PWM cycle.
module coyote_pwm #(parameter WIDTH = 12) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             en,
    input  wire [7:0]       prescale,
    input  wire [WIDTH-1:0] period,
    input  wire [WIDTH-1:0] duty,
    output reg              pwm_out,
    output wire             cycle_end
);
    reg [7:0]       pre_cnt;
    reg [WIDTH-1:0] cnt;
    reg [WIDTH-1:0] period_q, duty_q;
    wire            step = en && (pre_cnt == prescale);

    assign cycle_end = step && (cnt >= period_q);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre_cnt  <= 8'd0;
            cnt      <= {WIDTH{1'b0}};
            period_q <= {WIDTH{1'b1}};
            duty_q   <= {WIDTH{1'b0}};
            pwm_out  <= 1'b0;
        end else if (en) begin
            pre_cnt <= step ? 8'd0 : pre_cnt + 1'b1;
            if (step) begin
                if (cycle_end) begin
                    cnt      <= {WIDTH{1'b0}};
                    period_q <= period;
                    duty_q   <= duty;
                end else begin
                    cnt <= cnt + 1'b1;
                end
                pwm_out <= (cnt < duty_q);
            end
        end else begin
            pwm_out <= 1'b0;
        end
    end
endmodule
