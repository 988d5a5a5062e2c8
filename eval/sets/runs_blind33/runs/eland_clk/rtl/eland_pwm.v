// eland_pwm: 3-channel PWM generator running from a divided clock (prescaler /4), duty registers loaded from clk domain
module eland_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [1:0] ch_sel,
    input  wire [7:0] duty_in,
    output wire [2:0] pwm_out,
    output wire       pclk
);
    reg [1:0] presc;
    reg [7:0] duty0, duty1, duty2;
    reg [7:0] counter;
    reg [2:0] pwm_q;

    // prescaler: pclk = clk / 4
    always @(posedge clk or negedge rst_n)
        if (!rst_n) presc <= 2'd0;
        else        presc <= presc + 1'b1;
    assign pclk = presc[1];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            duty0 <= 8'd0; duty1 <= 8'd0; duty2 <= 8'd0;
        end else if (load) begin
            case (ch_sel)
                2'd0: duty0 <= duty_in;
                2'd1: duty1 <= duty_in;
                2'd2: duty2 <= duty_in;
                default: ;
            endcase
        end
    end

    always @(posedge pclk or negedge rst_n) begin
        if (!rst_n) begin
            counter <= 8'd0;
            pwm_q   <= 3'b000;
        end else begin
            counter <= counter + 1'b1;
            pwm_q[0] <= (counter < duty0);
            pwm_q[1] <= (counter < duty1);
            pwm_q[2] <= (counter < duty2);
        end
    end
    assign pwm_out = pwm_q;
endmodule
