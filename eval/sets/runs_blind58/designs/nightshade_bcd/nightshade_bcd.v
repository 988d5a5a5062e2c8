// nightshade_bcd: 4-digit BCD event counter (0000-9999) with enable, synchronous clear and overflow flag
// Each digit is a nightshade_bcd_digit instance; a digit rolls over 9->0 and passes a carry to the next.
// Ports: clk, rst, clr, en, digits[15:0] (4 BCD digits, digit 0 in [3:0]), ovf (sticky)
module nightshade_bcd_digit (
    input  wire       clk,
    input  wire       rst,
    input  wire       clr,
    input  wire       cin,
    output reg  [3:0] q,
    output wire       cout
);
    assign cout = cin && (q == 4'd9);
    always @(posedge clk) begin
        if (rst || clr)
            q <= 4'd0;
        else if (cin)
            q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
    end
endmodule

module nightshade_bcd (
    input  wire        clk,
    input  wire        rst,
    input  wire        clr,
    input  wire        en,
    output wire [15:0] digits,
    output reg         ovf
);
    wire [4:0] carry;
    assign carry[0] = en;

    genvar i;
    generate
        for (i = 0; i < 4; i = i + 1) begin : dig
            nightshade_bcd_digit u_d (.clk(clk), .rst(rst), .clr(clr), .cin(carry[i]),
                                      .q(digits[4*i+3:4*i]), .cout(carry[i+1]));
        end
    endgenerate

    always @(posedge clk) begin
        if (rst || clr)
            ovf <= 1'b0;
        else if (carry[4])
            ovf <= 1'b1;
    end
endmodule
