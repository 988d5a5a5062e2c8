// tuatara_pwm: 8-bit PWM generator with programmable prescaler and double-buffered duty register
// duty/presc are loaded on 'load' and take effect at the start of the next PWM period.
module tuatara_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] duty_in,
    input  wire [3:0] presc_in,
    output reg        pwm_out,
    output wire       period_start
);
    reg [7:0] duty_shadow, duty_act;
    reg [3:0] presc_shadow, presc_act;
    reg [3:0] pcnt;
    reg [7:0] ramp;
    wire      tick = (pcnt == presc_act);

    assign period_start = tick && (ramp == 8'hFF);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty_shadow  <= 8'd0;
            presc_shadow <= 4'd0;
        end else if (load) begin
            duty_shadow  <= duty_in;
            presc_shadow <= presc_in;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pcnt      <= 4'd0;
            ramp      <= 8'd0;
            duty_act  <= 8'd0;
            presc_act <= 4'd0;
            pwm_out   <= 1'b0;
        end else begin
            pcnt <= tick ? 4'd0 : pcnt + 4'd1;
            if (tick) begin
                ramp <= ramp + 8'd1;
                if (ramp == 8'hFF) begin
                    duty_act  <= duty_shadow;
                    presc_act <= presc_shadow;
                end
            end
            pwm_out <= (ramp < duty_act);
        end
    end
endmodule
