// Byte packer with several width mismatches: a 12-bit sum into 8 bits, a 4-bit port driven by 8 bits, and a short constant.
module jasper_pack (
    input  wire        clk,
    input  wire [7:0]  lo,
    input  wire [7:0]  hi,
    output reg  [7:0]  packed_sum,
    output wire [3:0]  nib_out,
    output wire [15:0] word
);
    wire [11:0] wide_sum = lo + hi + 12'hA00;

    always @(posedge clk)
        packed_sum <= wide_sum;           // 12 bits into 8 bits: top bits dropped

    jasper_nib u_nib (
        .clk (clk),
        .d   (hi),                        // 8-bit signal into a 4-bit port
        .q   (nib_out)
    );

    assign word = {lo, 4'hF};             // only 12 bits for a 16-bit output
endmodule

module jasper_nib (
    input  wire       clk,
    input  wire [3:0] d,
    output reg  [3:0] q
);
    always @(posedge clk)
        q <= d + 4'd1;
endmodule
