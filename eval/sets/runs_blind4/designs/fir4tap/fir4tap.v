// 4-tap FIR filter, 8-bit signed samples, 8-bit signed coefficients,
// all products summed in one cycle (no pipelining).
module fir4tap (
    input  wire               clk,
    input  wire               rst_n,
    input  wire signed [7:0]  x_in,
    input  wire signed [7:0]  c0, c1, c2, c3,
    output reg  signed [17:0] y_out
);
    reg signed [7:0] d0, d1, d2, d3;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            d0 <= 0; d1 <= 0; d2 <= 0; d3 <= 0;
            y_out <= 0;
        end else begin
            d0 <= x_in; d1 <= d0; d2 <= d1; d3 <= d2;
            y_out <= d0 * c0 + d1 * c1 + d2 * c2 + d3 * c3;
        end
    end
endmodule
