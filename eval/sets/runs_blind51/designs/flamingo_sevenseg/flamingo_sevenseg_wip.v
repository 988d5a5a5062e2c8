// flamingo_sevenseg (work-in-progress copy, blanking input being added): 4-digit seven-segment driver
// Ports: clk, rst_n, value[15:0] (four BCD/hex nibbles, digit 0 = value[3:0]),
//        seg_n[6:0] (segments a..g, active-low), an_n[3:0] (digit anodes, active-low)
// Parameter REFRESH_BITS: the digit advances every 2**REFRESH_BITS clocks.
// Sub-module flamingo_hex7 decodes one hex nibble into segments.
module flamingo_hex7 (
    input  wire [3:0] hex,
    output reg  [6:0] seg   // {g,f,e,d,c,b,a}, active-high
);
    always @(*) begin
        case (hex)
            4'h0: seg = 7'b0111111;
            4'h1: seg = 7'b0000110;
            4'h2: seg = 7'b1011011;
            4'h3: seg = 7'b1001111;
            4'h4: seg = 7'b1100110;
            4'h5: seg = 7'b1101101;
            4'h6: seg = 7'b1111101;
            4'h7: seg = 7'b0000111;
            4'h8: seg = 7'b1111111;
            4'h9: seg = 7'b1101111;
            4'hA: seg = 7'b1110111;
            4'hB: seg = 7'b1111100;
            4'hC: seg = 7'b0111001;
            4'hD: seg = 7'b1011110;
            4'hE: seg = 7'b1111001;
            default: seg = 7'b1110001;
        endcase
    end
endmodule

module flamingo_sevenseg #(
    parameter REFRESH_BITS = 10
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [15:0] value,
    input  wire        blank,
    output reg  [6:0]  seg_n,
    output reg  [3:0]  an_n
);
    reg  [REFRESH_BITS+1:0] refresh;
    wire [1:0]              digit = refresh[REFRESH_BITS+1:REFRESH_BITS];
    reg  [3:0]              nibble;
    wire [6:0]              seg;

    always @(*) begin
        case (digit)
            2'd0: nibble = value[3:0];
            2'd1: nibble = value[7:4];
            2'd2: nibble = value[11:8];
            default: nibble = value[15:12];
        endcase
    end

    flamingo_hex7 u_dec (.hex(nibble), .seg(seg));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            refresh <= 0;
            seg_n   <= 7'h7F;
            an_n    <= 4'hF;
        end else begin
            refresh <= refresh + 1'b1
            seg_n   <= blank ? 7'h7F : ~seg;
            an_n    <= blank ? 4'hF : ~(4'b0001 << digit);
        end
    end
endmodule
