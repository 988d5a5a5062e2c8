// emerald_mac: signed 8x8 multiply-accumulate unit with a 20-bit accumulator.
// Ports: clk, rst, clr, en, a[7:0], b[7:0] (signed) -> acc[19:0], ovf (sticky overflow).
module emerald_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    wire signed [15:0] prod = a * b;
    wire signed [20:0] sum  = acc + prod;

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= sum[19:0];
            if (sum[20] != sum[19])
                ovf <= 1'b1;
        end
    end
endmodule
