// cirque_sevenseg: 4-digit multiplexed seven-segment display driver (hex digits, common anode)
// value[15:0] is shown as four hex digits; a refresh counter selects one digit at a time
// (digit period = 2^REFRESH_BITS / 4 clk cycles). an_n are active-low digit enables,
// seg_n[6:0] = {g,f,e,d,c,b,a} active-low segments, dp_n is the active-low decimal point
// driven from dots[3:0]. blank forces all digits off.
module cirque_sevenseg #(
    parameter REFRESH_BITS = 16
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] value,
    input  wire [3:0]  dots,
    input  wire        blank,
    output reg  [3:0]  an_n,
    output reg  [6:0]  seg_n,
    output reg         dp_n
);
    reg  [REFRESH_BITS-1:0] refresh;
    wire [1:0] sel = refresh[REFRESH_BITS-1:REFRESH_BITS-2];
    reg  [3:0] nibble;
    reg  [6:0] seg;

    always @(posedge clk) begin
        if (rst)
            refresh <= {REFRESH_BITS{1'b0}};
        else
            refresh <= refresh + 1'b1;
    end

    always @* begin
        case (sel)
            2'd0: nibble = value[3:0];
            2'd1: nibble = value[7:4];
            2'd2: nibble = value[11:8];
            default: nibble = value[15:12];
        endcase
    end

    always @* begin
        case (nibble)          // gfedcba, active high
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

    // registered outputs to keep the pads glitch free
    always @(posedge clk) begin
        if (rst || blank) begin
            an_n  <= 4'b1111;
            seg_n <= 7'b1111111;
            dp_n  <= 1'b1;
        end else begin
            an_n  <= ~(4'b0001 << sel);
            seg_n <= ~seg;
            dp_n  <= ~dots[sel];
        end
    end
endmodule
