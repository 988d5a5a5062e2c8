// Four-digit multiplexed seven-segment driver for a 16-bit hex value.
// Active-low segments and digit enables; refresh divider is 2^10 clocks.
module hex4_to_7seg_mux (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [15:0] value,
    output reg  [6:0]  seg_n,
    output reg  [3:0]  dig_n
);
    reg  [11:0] div;
    wire [1:0]  sel = div[11:10];
    reg  [3:0]  nib;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) div <= 12'd0;
        else        div <= div + 12'd1;

    always @* begin
        case (sel)
            2'd0: nib = value[3:0];
            2'd1: nib = value[7:4];
            2'd2: nib = value[11:8];
            default: nib = value[15:12];
        endcase
    end

    always @(posedge clk) begin
        dig_n <= ~(4'b0001 << sel);
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
