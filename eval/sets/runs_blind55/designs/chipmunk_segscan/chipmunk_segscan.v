// chipmunk_segscan: 4-digit multiplexed 7-segment display driver for a 16-bit hex value.
// A refresh counter selects one digit at a time (active-low anodes an[3:0]); the nibble
// is decoded to segments seg[6:0] = {g,f,e,d,c,b,a}, active low. dp_mask[3:0] lights the
// decimal points. Parameter REFRESH_BITS sets the scan rate: clk / 2^REFRESH_BITS per digit.
module chipmunk_segscan #(
    parameter REFRESH_BITS = 10
) (
    input             clk,
    input             rst,
    input      [15:0] value,
    input      [3:0]  dp_mask,
    output reg [3:0]  an,
    output reg [6:0]  seg,
    output reg        dp
);
    reg [REFRESH_BITS+1:0] refresh;
    wire [1:0] digit = refresh[REFRESH_BITS+1:REFRESH_BITS];
    reg  [3:0] nib;

    always @(posedge clk)
        if (rst) refresh <= 0;
        else     refresh <= refresh + 1'b1;

    always @* begin
        case (digit)
            2'd0: nib = value[3:0];
            2'd1: nib = value[7:4];
            2'd2: nib = value[11:8];
            default: nib = value[15:12];
        endcase
    end

    // register the outputs so the pads switch cleanly
    always @(posedge clk) begin
        if (rst) begin
            an <= 4'b1111; seg <= 7'h7F; dp <= 1'b1;
        end else begin
            an <= ~(4'b0001 << digit);
            dp <= ~dp_mask[digit];
            case (nib)
                4'h0: seg <= 7'b1000000;  4'h1: seg <= 7'b1111001;
                4'h2: seg <= 7'b0100100;  4'h3: seg <= 7'b0110000;
                4'h4: seg <= 7'b0011001;  4'h5: seg <= 7'b0010010;
                4'h6: seg <= 7'b0000010;  4'h7: seg <= 7'b1111000;
                4'h8: seg <= 7'b0000000;  4'h9: seg <= 7'b0010000;
                4'hA: seg <= 7'b0001000;  4'hB: seg <= 7'b0000011;
                4'hC: seg <= 7'b1000110;  4'hD: seg <= 7'b0100001;
                4'hE: seg <= 7'b0000110;  default: seg <= 7'b0001110;
            endcase
        end
    end
endmodule
