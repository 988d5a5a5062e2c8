// Multiply-accumulate: 8x8 signed multiply into a 20-bit accumulator,
// single cycle, no pipelining between the multiplier and the adder.
module MacUnit16 (
    input                    mclk,
    input                    clr,
    input                    en,
    input  signed [7:0]      x,
    input  signed [7:0]      w,
    output reg signed [19:0] acc,
    output reg               ovf
);
    reg  signed [7:0]  x_q, w_q;
    reg                en_q;
    wire signed [15:0] prod = x_q * w_q;
    wire signed [20:0] sum  = acc + prod;

    always @(posedge mclk) begin
        x_q  <= x;
        w_q  <= w;
        en_q <= en;
    end

    always @(posedge mclk) begin
        if (clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= sum[19:0];
            if (sum[20] != sum[19]) ovf <= 1'b1;
        end
    end
endmodule
