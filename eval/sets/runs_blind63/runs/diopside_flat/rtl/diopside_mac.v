// diopside_mac: signed 8x8 multiply-accumulate with a 20-bit accumulator and saturation flag
// Sub-module diopside_mul (diopside_mul.v) registers the 16-bit product; this top adds it into acc.
// Ports: clr zeroes the accumulator, en adds the product of the previous a/b pair.
// ovf is sticky: set when the 20-bit signed accumulator would overflow (the sum then saturates).
module diopside_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    wire signed [15:0] prod;
    reg                en_q;
    wire signed [20:0] sum = {acc[19], acc} + {{5{prod[15]}}, prod};

    diopside_mul u_mul (.clk(clk), .a(a), .b(b), .p(prod));

    always @(posedge clk) begin
        if (rst || clr) begin
            acc  <= 20'sd0;
            ovf  <= 1'b0;
            en_q <= 1'b0;
        end else begin
            en_q <= en;
            if (en_q) begin
                if (sum[20] != sum[19]) begin
                    acc <= sum[20] ? 20'sh80000 : 20'sh7FFFF;
                    ovf <= 1'b1;
                end else
                    acc <= sum[19:0];
            end
        end
    end
endmodule
