// sanderling_pwm: 4-channel PWM generator with shared 8-bit period counter and clock-enable prescaler
// Ports: clk, rst, presc[7:0] (counter advances every presc+1 clocks), duty0..duty3[7:0], pwm[3:0]
// Duty values are double-buffered and take effect at the start of the next PWM period.
module sanderling_pwm (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] presc,
    input  wire [7:0] duty0,
    input  wire [7:0] duty1,
    input  wire [7:0] duty2,
    input  wire [7:0] duty3,
    output reg  [3:0] pwm
);
    reg [7:0] pcnt;
    reg [7:0] ctr;
    reg [7:0] d0, d1, d2, d3;
    wire      ce = (pcnt == presc);

    always @(posedge clk) begin
        if (rst) begin
            pcnt <= 8'd0;
            ctr  <= 8'd0;
            d0 <= 8'd0; d1 <= 8'd0; d2 <= 8'd0; d3 <= 8'd0;
            pwm  <= 4'b0000;
        end else begin
            pcnt <= ce ? 8'd0 : pcnt + 1'b1;
            if (ce) begin
                ctr <= ctr + 1'b1;
                if (ctr == 8'hFF) begin
                    d0 <= duty0; d1 <= duty1; d2 <= duty2; d3 <= duty3;
                end
                pwm[0] <= (ctr < d0);
                pwm[1] <= (ctr < d1);
                pwm[2] <= (ctr < d2);
                pwm[3] <= (ctr < d3);
            end
        end
    end
endmodule
