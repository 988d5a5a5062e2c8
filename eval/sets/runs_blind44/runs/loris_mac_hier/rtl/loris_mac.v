// loris_mac: signed 8x8 multiply-accumulate unit with a 20-bit saturating accumulator.
// Hierarchy: loris_mac (top, input registers + control) -> loris_mul (8x8 signed array multiplier,
// combinational) and loris_acc (accumulator with clear and saturation).
// Ports: clk, rst_n, clr, en, a[7:0], b[7:0] -> acc[19:0], sat (sticky saturation flag).
module loris_mul (
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output wire signed [15:0] p
);
    assign p = a * b;
endmodule

module loris_acc #(
    parameter W = 20
) (
    input  wire                clk,
    input  wire                rst_n,
    input  wire                clr,
    input  wire                en,
    input  wire signed [15:0]  din,
    output reg  signed [W-1:0] acc,
    output reg                 sat
);
    localparam signed [W-1:0] MAXV = {1'b0, {(W-1){1'b1}}};
    localparam signed [W-1:0] MINV = {1'b1, {(W-1){1'b0}}};

    wire signed [W:0] sum = {acc[W-1], acc} + {{(W-15){din[15]}}, din};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc <= 0;
            sat <= 1'b0;
        end else if (clr) begin
            acc <= 0;
            sat <= 1'b0;
        end else if (en) begin
            if (sum[W] != sum[W-1]) begin
                acc <= sum[W] ? MINV : MAXV;
                sat <= 1'b1;
            end else begin
                acc <= sum[W-1:0];
            end
        end
    end
endmodule

module loris_mac (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output wire signed [19:0] acc,
    output wire               sat
);
    reg signed [7:0] a_q, b_q;
    reg              en_q, clr_q;
    wire signed [15:0] prod;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q <= 0; b_q <= 0; en_q <= 1'b0; clr_q <= 1'b0;
        end else begin
            a_q <= a; b_q <= b; en_q <= en; clr_q <= clr;
        end
    end

    loris_mul u_mul (.a(a_q), .b(b_q), .p(prod));
    loris_acc #(.W(20)) u_acc (.clk(clk), .rst_n(rst_n), .clr(clr_q), .en(en_q), .din(prod), .acc(acc), .sat(sat));
endmodule
