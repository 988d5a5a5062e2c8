// muntjac_sat: 8-bit signed saturating adder/subtractor, registered output (saturation check has a bug)
module muntjac_sat (
    input  wire              clk,
    input  wire              rst,
    input  wire              sub,
    input  wire signed [7:0] a,
    input  wire signed [7:0] b,
    output reg  signed [7:0] y,
    output reg               sat
);
    wire signed [7:0] bb  = sub ? -b : b;
    wire signed [8:0] raw = {1'b0, a} + {1'b0, bb};   // BUG: operands zero-extended instead of sign-extended

    always @(posedge clk) begin
        if (rst) begin
            y   <= 8'sd0;
            sat <= 1'b0;
        end else if (raw > 9'sd127) begin
            y   <= 8'sd127;
            sat <= 1'b1;
        end else if (raw < -9'sd128) begin
            y   <= -8'sd128;
            sat <= 1'b1;
        end else begin
            y   <= raw[7:0];
            sat <= 1'b0;
        end
    end
endmodule
