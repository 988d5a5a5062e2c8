// vole_pwm: 3-channel PWM generator; the counter runs on a divide-by-4 clock made from clk
module vole_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [1:0] ch_sel,
    input  wire [7:0] duty_in,
    output reg  [2:0] pwm_out,
    output wire       slow_clk
);
    reg [1:0] pre;
    reg [7:0] duty0, duty1, duty2;
    reg [7:0] shadow0, shadow1, shadow2;
    reg [7:0] cnt;

    // prescaler: slow_clk = clk / 4
    always @(posedge clk or negedge rst_n)
        if (!rst_n) pre <= 2'b00;
        else        pre <= pre + 1'b1;
    assign slow_clk = pre[1];

    // duty registers are written in the fast domain
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shadow0 <= 8'd0; shadow1 <= 8'd0; shadow2 <= 8'd0;
        end else if (load) begin
            case (ch_sel)
                2'd0: shadow0 <= duty_in;
                2'd1: shadow1 <= duty_in;
                default: shadow2 <= duty_in;
            endcase
        end
    end

    // PWM counter and comparators in the slow domain
    always @(posedge slow_clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= 8'd0;
            duty0 <= 8'd0; duty1 <= 8'd0; duty2 <= 8'd0;
            pwm_out <= 3'b000;
        end else begin
            cnt <= cnt + 1'b1;
            if (cnt == 8'hFF) begin
                duty0 <= shadow0;
                duty1 <= shadow1;
                duty2 <= shadow2;
            end
            pwm_out[0] <= (cnt < duty0);
            pwm_out[1] <= (cnt < duty1);
            pwm_out[2] <= (cnt < duty2);
        end
    end
endmodule
