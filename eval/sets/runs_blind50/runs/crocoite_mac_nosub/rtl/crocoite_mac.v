// crocoite_mac: signed multiply-accumulate unit (8x8 -> 20-bit saturating accumulator).
// Top level of a small hierarchy: crocoite_mul (registered signed multiplier, crocoite_mul.v)
// feeds crocoite_acc (saturating accumulator with clear, crocoite_acc.v).
// Ports: clk, rst, clr, valid, x[7:0], w[7:0] in; acc[19:0], sat out.
module crocoite_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               valid,
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  w,
    output wire signed [19:0] acc,
    output wire               sat
);
    wire signed [15:0] prod;
    wire               prod_valid;

    crocoite_mul u_mul (
        .clk       (clk),
        .rst       (rst),
        .in_valid  (valid),
        .a         (x),
        .b         (w),
        .p         (prod),
        .out_valid (prod_valid)
    );

    crocoite_acc #(.AW(20)) u_acc (
        .clk   (clk),
        .rst   (rst),
        .clr   (clr),
        .en    (prod_valid),
        .din   (prod),
        .acc   (acc),
        .sat   (sat)
    );
endmodule
