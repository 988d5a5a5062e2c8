// oxbow_seg7: 4-digit multiplexed seven-segment display driver.
// value holds four hex digits; a refresh counter (REFRESH_BITS wide) selects the
// active digit; seg is active-low {g,f,e,d,c,b,a}, an is active-low digit enable.
module oxbow_seg7 #(
    parameter REFRESH_BITS = 12
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] value,
    output reg  [6:0]  seg,
    output reg  [3:0]  an
);
    reg [REFRESH_BITS-1:0] refresh;
    wire [1:0] sel = refresh[REFRESH_BITS-1:REFRESH_BITS-2];
    reg  [3:0] nib;

    always @(posedge clk)
        if (rst) refresh <= 0;
        else     refresh <= refresh + 1'b1;

    always @* begin
        case (sel)
            2'd0: begin nib = value[3:0];   an = 4'b1110; end
            2'd1: begin nib = value[7:4];   an = (value[7:4] == 4'h0) ? 4'b1111 : 4'b1101 end
            2'd2: begin nib = value[11:8];  an = 4'b1011; end
            default: begin nib = value[15:12]; an = 4'b0111; end
        endcase
    end

    always @* begin
        case (nib)
            4'h0: seg = 7'b1000000;
            4'h1: seg = 7'b1111001;
            4'h2: seg = 7'b0100100;
            4'h3: seg = 7'b0110000;
            4'h4: seg = 7'b0011001;
            4'h5: seg = 7'b0010010;
            4'h6: seg = 7'b0000010;
            4'h7: seg = 7'b1111000;
            4'h8: seg = 7'b0000000;
            4'h9: seg = 7'b0010000;
            4'hA: seg = 7'b0001000;
            4'hB: seg = 7'b0000011;
            4'hC: seg = 7'b1000110;
            4'hD: seg = 7'b0100001;
            4'hE: seg = 7'b0000110;
            default: seg = 7'b0001110;
        endcase
    end
endmodule
