// onehot_check -- purely combinational checker/encoder for a 16-bit select vector.
// is_onehot: exactly one bit set; is_zero: no bit set; multi: two or more bits set;
// idx: binary index of the highest set bit (0 when none). No clock, no registers.
module onehot_check (
    input  [15:0] sel,
    output        is_onehot,
    output        is_zero,
    output        multi,
    output [3:0]  idx
);
    // running "seen one" / "seen two or more" chain, LSB first
    wire [15:0] seen1, seen2;
    assign seen1[0] = sel[0];
    assign seen2[0] = 1'b0;
    genvar g;
    generate
        for (g = 1; g < 16; g = g + 1) begin : chain
            assign seen1[g] = seen1[g-1] | sel[g];
            assign seen2[g] = seen2[g-1] | (seen1[g-1] & sel[g]);
        end
    endgenerate

    assign is_zero   = ~seen1[15];
    assign multi     = seen2[15];
    assign is_onehot = seen1[15] & ~seen2[15];

    assign idx = sel[15] ? 4'd15 : sel[14] ? 4'd14 : sel[13] ? 4'd13 : sel[12] ? 4'd12 :
                 sel[11] ? 4'd11 : sel[10] ? 4'd10 : sel[9]  ? 4'd9  : sel[8]  ? 4'd8  :
                 sel[7]  ? 4'd7  : sel[6]  ? 4'd6  : sel[5]  ? 4'd5  : sel[4]  ? 4'd4  :
                 sel[3]  ? 4'd3  : sel[2]  ? 4'd2  : sel[1]  ? 4'd1  : 4'd0;
endmodule
