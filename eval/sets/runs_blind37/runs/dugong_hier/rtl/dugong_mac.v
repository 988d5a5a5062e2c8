// dugong_mac: 8x8 signed multiply-accumulate unit, two pipeline stages, 20-bit accumulator.
// Ports: clk, rst, en, clr (clears the accumulator), a[7:0], b[7:0] (signed), acc[19:0], ovf (sticky).
// Sub-modules: dugong_mul8 (combinational signed multiplier, dugong_mul8.v) and
// dugong_acc (saturating accumulator register, dugong_acc.v). Operands are registered first.
module dugong_mac (
    input  wire              clk,
    input  wire              rst,
    input  wire              en,
    input  wire              clr,
    input  wire signed [7:0] a,
    input  wire signed [7:0] b,
    output wire signed [19:0] acc,
    output wire              ovf
);
    reg  signed [7:0]  a_q, b_q;
    reg                en_q, clr_q;
    wire signed [15:0] prod;

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

    dugong_mul8 u_mul (
        .x (a_q),
        .y (b_q),
        .p (prod)
    );

    dugong_acc #(.AW(20)) u_acc (
        .clk (clk),
        .rst (rst),
        .en  (en_q),
        .clr (clr_q),
        .din (prod),
        .acc (acc),
        .ovf (ovf)
    );
endmodule
