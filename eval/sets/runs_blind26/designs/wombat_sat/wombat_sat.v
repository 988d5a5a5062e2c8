// Signed 8-bit saturating adder/subtractor for audio-style sample math; clamps to +127 / -128 on overflow.
module wombat_sat (
    input  wire              clk,
    input  wire              sub,
    input  wire signed [7:0] x,
    input  wire signed [7:0] y,
    output reg  signed [7:0] z,
    output reg               sat_hit
);
    wire signed [7:0] y_eff = sub ? -y : y;
    wire signed [8:0] wide  = x + y_eff;
    // overflow when both operands share a sign and the result sign differs
    wire pos_ovf = ~x[7] & ~y_eff[7] &  wide[7];
    wire neg_ovf =  x[7] &  y_eff[7] & ~wide[7];

    always @(posedge clk) begin
        if (pos_ovf) begin
            z <= 8'sd127;
            sat_hit <= 1'b1;
        end else if (neg_ovf) begin
            z <= -8'sd128;
            sat_hit <= 1'b1;
        end else begin
            z <= wide[7:0];
            sat_hit <= 1'b0;
        end
    end
endmodule
