// Signed 8x8 multiply-accumulate unit with registered operands and a 20-bit saturating accumulator.
module bramble_mac #(
    parameter W   = 8,
    parameter ACC = 20
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire                 en,
    input  wire                 clr,
    input  wire signed [W-1:0]  a,
    input  wire signed [W-1:0]  b,
    output reg  signed [ACC-1:0] acc,
    output reg                  sat
);
    reg signed [W-1:0] a_q, b_q;
    reg                en_q, clr_q;
    wire signed [2*W-1:0] prod = a_q * b_q;
    wire signed [ACC:0]   sum  = acc + {{(ACC-2*W){prod[2*W-1]}}, prod};
    localparam signed [ACC-1:0] MAXV = {1'b0, {(ACC-1){1'b1}}};
    localparam signed [ACC-1:0] MINV = {1'b1, {(ACC-1){1'b0}}};

    always @(posedge clk) begin
        if (rst) begin
            a_q <= 0; b_q <= 0; en_q <= 1'b0; clr_q <= 1'b0;
        end else begin
            a_q <= a; b_q <= b; en_q <= en; clr_q <= clr;
        end
    end

    always @(posedge clk) begin
        if (rst || clr_q) begin
            acc <= 0;
            sat <= 1'b0;
        end else if (en_q) begin
            if (sum[ACC] != sum[ACC-1]) begin
                acc <= sum[ACC] ? MINV : MAXV;
                sat <= 1'b1;
            end else begin
                acc <= sum[ACC-1:0];
            end
        end
    end
endmodule
