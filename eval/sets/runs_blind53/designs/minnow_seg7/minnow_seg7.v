// minnow_seg7: 4-digit multiplexed seven-segment driver for a 16-bit hex
// value. Digit select rotates on each scan tick; segments are active low.
module minnow_seg7 (
    input  wire        clk,
    input  wire        rst,
    input  wire        scan_tick,
    input  wire [15:0] value,
    output reg  [3:0]  an_n,
    output reg  [6:0]  seg_n
);
    reg [1:0] digit;
    reg [3:0] nib;

    always @(posedge clk) begin
        if (rst) digit <= 2'd0;
        else if (scan_tick) digit <= digit + 1'b1;
    end

    always @* begin
        case (digit)
            2'd0: nib = value[3:0];
            2'd1: nib = value[7:4];
            2'd2: nib = value[11:8];
            default: nib = value[15:12];
        endcase
    end

    always @(posedge clk) begin
        an_n <= ~(4'b0001 << digit);
        case (nib)                 // gfedcba, active low
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
