// Purely combinational requantizer: 16-bit signed sample -> 8-bit signed
// with programmable right shift, round-half-up and saturation.
module quantizer (
    input  wire signed [15:0] din,
    input  wire        [2:0]  shift,
    input  wire               round_en,
    output wire signed [7:0]  dout,
    output wire               clipped
);
    wire signed [15:0] shifted = din >>> shift;
    wire               rbit    = (shift == 3'd0) ? 1'b0 : din[shift - 3'd1];
    wire signed [16:0] rounded = {shifted[15], shifted} + (round_en & rbit);

    wire pos_ovf = ~rounded[16] & (|rounded[15:7]);
    wire neg_ovf =  rounded[16] & ~(&rounded[15:7]);

    assign dout    = pos_ovf ? 8'sd127 : neg_ovf ? -8'sd128 : rounded[7:0];
    assign clipped = pos_ovf | neg_ovf;
endmodule
