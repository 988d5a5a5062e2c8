// porcupine_pwm: 4-channel 8-bit PWM generator with a shared free-running counter and a prescaler.
// Ports: clk, rst, presc[3:0] (counter advances every presc+1 cycles), duty0..duty3[7:0] -> pwm_out[3:0], period_end.
// Duty registers are double-buffered: new duty values are taken at the end of each PWM period.
module porcupine_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] presc,
    input  wire [7:0] duty0,
    input  wire [7:0] duty1,
    input  wire [7:0] duty2,
    input  wire [7:0] duty3,
    output reg  [3:0] pwm_out,
    output wire       period_end
);
    reg [3:0] pcnt;
    reg [7:0] ctr;
    reg [7:0] d0, d1, d2, d3;

    wire step = (pcnt == presc);
    assign period_end = step && (ctr == 8'hFF);

    always @(posedge clk) begin
        if (rst) begin
            pcnt <= 4'd0;
            ctr  <= 8'd0;
        end else if (step) begin
            pcnt <= 4'd0;
            ctr  <= ctr + 1'b1;
        end else begin
            pcnt <= pcnt + 1'b1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            d0 <= 8'd0; d1 <= 8'd0; d2 <= 8'd0; d3 <= 8'd0;
        end else if (period_end) begin
            d0 <= duty0; d1 <= duty1; d2 <= duty2; d3 <= duty3;
        end
    end

    always @(posedge clk) begin
        if (rst)
            pwm_out <= 4'b0000;
        else
            pwm_out <= {ctr < d3, ctr < d2, ctr < d1, ctr < d0};
    end
endmodule
