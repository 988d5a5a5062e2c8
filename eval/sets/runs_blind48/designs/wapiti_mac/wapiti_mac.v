// wapiti_mac: signed 8x8 multiply-accumulate unit with a 20-bit accumulator.
// Ports: clk, rst (sync), clr (clears the accumulator), en (accumulate a*b), a[7:0], b[7:0] (signed)
//        -> acc[19:0] (signed running sum), ovf (sticky overflow flag)
// Inputs are registered; the multiply and the add sit in one cycle (single-cycle MAC, no pipelining).
module wapiti_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    reg signed [7:0] a_q, b_q;
    reg              en_q, clr_q;

    wire signed [15:0] prod = a_q * b_q;
    wire signed [20:0] sum  = {acc[19], acc} + {{5{prod[15]}}, prod};
    wire               sum_ovf = sum[20] ^ sum[19];

    always @(posedge clk) begin
        if (rst) begin
            a_q   <= 8'sd0;
            b_q   <= 8'sd0;
            en_q  <= 1'b0;
            clr_q <= 1'b0;
        end else begin
            a_q   <= a;
            b_q   <= b;
            en_q  <= en;
            clr_q <= clr;
        end
    end

    always @(posedge clk) begin
        if (rst || clr_q) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= sum[19:0];
            ovf <= ovf | sum_ovf;
        end
    end
endmodule
