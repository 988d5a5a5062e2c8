// log2_est16: purely combinational base-2 logarithm estimate of a 16-bit
// unsigned value.  Result is a 4.4 fixed-point number: the integer part is
// the position of the leading one, the fraction is the four bits that follow
// it (linear interpolation between powers of two).  A zero input raises
// 'is_zero' and forces the result to zero.
module log2_est16 (
    input  wire [15:0] din,
    input  wire        round_en,
    output reg  [7:0]  log_q44,
    output wire        is_zero
);
    reg [3:0]  msb_pos;
    reg [15:0] norm;
    reg [4:0]  frac_r;
    integer    k;

    assign is_zero = (din == 16'd0);

    // leading-one detector: scan from the bottom so the highest set bit wins
    always @* begin
        msb_pos = 4'd0;
        for (k = 0; k < 16; k = k + 1)
            if (din[k])
                msb_pos = k[3:0];
    end

    // normalise so that the leading one lands in bit 15
    always @* begin
        norm = din << (4'd15 - msb_pos);
    end

    // fraction: next four bits, optionally rounded with the fifth
    always @* begin
        if (round_en && norm[10] && (norm[14:11] != 4'hF))
            frac_r = {1'b0, norm[14:11]} + 5'd1;
        else
            frac_r = {1'b0, norm[14:11]};
        if (is_zero)
            log_q44 = 8'd0;
        else
            log_q44 = {msb_pos, frac_r[3:0]};
    end
endmodule
