// tansy_decoder (rev2, work in progress): adds leading-zero blanking input blank_lz to the 4-digit multiplexed seven-segment display driver (hex digits, active-low segments and digit enables).
// Ports: clk, rst, value[15:0], dp_mask[3:0] -> seg_n[6:0] (gfedcba), dp_n, dig_n[3:0].
// A 10-bit refresh counter selects the digit; the top two bits pick which nibble is shown.
module tansy_decoder (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] value,
    input  wire [3:0]  dp_mask,
    input  wire        blank_lz,
    output reg  [6:0]  seg_n,
    output reg         dp_n,
    output reg  [3:0]  dig_n
);
    reg  [9:0] refresh;
    wire [1:0] sel = refresh[9:8];
    reg  [3:0] nib;

    always @(posedge clk) begin
        if (rst) refresh <= 10'd0;
        else     refresh <= refresh + 1'b1;
    end

    always @(*) begin
        case (sel)
            2'd0: nib = value[3:0];
            2'd1: nib = value[7:4];
            2'd2: nib = value[11:8];
            default: nib = value[15:12];
        endcase
    end

    always @(posedge clk) begin
        dig_n <= ~(4'b0001 << sel);
        dp_n  <= ~dp_mask[sel];
        if (blank_lz && sel != 2'd0 && nib == 4'h0)
            seg_n <= 7'b1111111
        else
        case (nib)
            4'h0: seg_n <= 7'b1000000;
            4'h1: seg_n <= 7'b1111001;
            4'h2: seg_n <= 7'b0100100;
            4'h3: seg_n <= 7'b0110000;
            4'h4: seg_n <= 7'b0011001;
            4'h5: seg_n <= 7'b0010010;
            4'h6: seg_n <= 7'b0000010;
            4'h7: seg_n <= 7'b1111000;
            4'h8: seg_n <= 7'b0000000;
            4'h9: seg_n <= 7'b0010000;
            4'hA: seg_n <= 7'b0001000;
            4'hB: seg_n <= 7'b0000011;
            4'hC: seg_n <= 7'b1000110;
            4'hD: seg_n <= 7'b0100001;
            4'hE: seg_n <= 7'b0000110;
            default: seg_n <= 7'b0001110;
        endcase
    end
endmodule
