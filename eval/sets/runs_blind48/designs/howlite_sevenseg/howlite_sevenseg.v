// howlite_sevenseg: 4-digit multiplexed seven-segment display driver (common anode, active-low segments).
// Ports: clk, rst_n, value[15:0] (4 hex digits), dp_mask[3:0], blank -> seg_n[6:0] (a..g), dp_n, an_n[3:0]
// Parameter REFRESH_BITS: width of the refresh prescaler; the top two bits select the digit.
module howlite_hex2seg (
    input  wire [3:0] hex,
    output reg  [6:0] seg      // {g,f,e,d,c,b,a}, active high
);
    always @* begin
        case (hex)
            4'h0: seg = 7'b0111111;  4'h1: seg = 7'b0000110;
            4'h2: seg = 7'b1011011;  4'h3: seg = 7'b1001111;
            4'h4: seg = 7'b1100110;  4'h5: seg = 7'b1101101;
            4'h6: seg = 7'b1111101;  4'h7: seg = 7'b0000111;
            4'h8: seg = 7'b1111111;  4'h9: seg = 7'b1101111;
            4'hA: seg = 7'b1110111;  4'hB: seg = 7'b1111100;
            4'hC: seg = 7'b0111001;  4'hD: seg = 7'b1011110;
            4'hE: seg = 7'b1111001;  4'hF: seg = 7'b1110001;
        endcase
    end
endmodule

module howlite_sevenseg #(
    parameter REFRESH_BITS = 16
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [15:0] value,
    input  wire [3:0]  dp_mask,
    input  wire        blank,
    output reg  [6:0]  seg_n,
    output reg         dp_n,
    output reg  [3:0]  an_n
);
    reg  [REFRESH_BITS-1:0] presc;
    wire [1:0]              digit = presc[REFRESH_BITS-1:REFRESH_BITS-2];
    reg  [3:0]              nibble;
    wire [6:0]              seg;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) presc <= 0;
        else        presc <= presc + 1'b1;

    always @* begin
        case (digit)
            2'd0: nibble = value[3:0];
            2'd1: nibble = value[7:4];
            2'd2: nibble = value[11:8];
            default: nibble = value[15:12];
        endcase
    end

    howlite_hex2seg u_dec (.hex(nibble), .seg(seg));

    assign show = ~blank;

    // register the outputs to avoid glitches on the display pins
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            seg_n <= 7'h7f;
            dp_n  <= 1'b1;
            an_n  <= 4'hf;
        end else begin
            seg_n <= show ? ~seg : 7'h7f;
            dp_n  <= ~(show & dp_mask[digit]);
            an_n  <= show ? ~(4'b0001 << digit) : 4'hf;
        end
    end
endmodule
