// sloth_pwm: 8-bit PWM generator with a programmable prescaler and a duty register
// that is only updated at the end of a period (glitch-free duty changes).
// Ports: clk, rst_n, presc[3:0], duty_in[7:0], load, pwm_out, period_end.
module sloth_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] presc,
    input  wire [7:0] duty_in,
    input  wire       load,
    output reg        pwm_out,
    output wire       period_end
);
    reg [3:0] pcnt;
    reg [7:0] cnt;
    reg [7:0] duty_shadow;
    reg [7:0] duty_act;
    wire      tick = (pcnt == presc);

    assign period_end = tick && (cnt == 8'hff);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pcnt        <= 4'd0;
            cnt         <= 8'd0;
            duty_shadow <= 8'd0;
            duty_act    <= 8'd0;
            pwm_out     <= 1'b0;
        end else begin
            if (load)
                duty_shadow <= duty_in;
            if (tick) begin
                pcnt <= 4'd0;
                cnt  <= cnt + 8'd1;
                if (cnt == 8'hff)
                    duty_act <= duty_shadow;
            end else begin
                pcnt <= pcnt + 4'd1;
            end
            pwm_out <= (cnt < duty_act);
        end
    end
endmodule
