// elodea_sevenseg: hex digit to 7-segment decoder (active-low segments a..g) with output register
// Ports: clk, rst, val[3:0], blank -> seg_n[6:0] (seg_n[0]=a ... seg_n[6]=g)
module elodea_sevenseg (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] val,
    input  wire       blank,
    output reg  [6:0] seg_n
);
    reg [6:0] seg;
    always @(*) begin
        case (val)
            4'h0: seg = 7'b0111111;  4'h1: seg = 7'b0000110;
            4'h2: seg = 7'b1011011;  4'h3: seg = 7'b1001111;
            4'h4: seg = 7'b1100110;  4'h5: seg = 7'b1101101;
            4'h6: seg = 7'b1111101;  4'h7: seg = 7'b0000111;
            4'h8: seg = 7'b1111111;  4'h9: seg = 7'b1101111;
            4'hA: seg = 7'b1110111;  4'hB: seg = 7'b1111100;
            4'hC: seg = 7'b0111001;  4'hD: seg = 7'b1011110;
            4'hE: seg = 7'b1111001;  default: seg = 7'b1110001;
        endcase
    end
    always @(posedge clk) begin
        if (rst) seg_n <= 7'h7f;
        else     seg_n <= blank ? 7'h7f : ~seg;
    end
endmodule
