// oolite_mac: signed 8x8 multiply-accumulate with a 20-bit accumulator and saturation on overflow
// Pipeline: input registers -> multiplier (oolite_mul8 sub-module, combinational) -> accumulate register.
// clr zeroes the accumulator; sat goes high for a cycle when a result was clipped.
module oolite_mul8 (
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output wire signed [15:0] p
);
    assign p = a * b;
endmodule

module oolite_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               en,
    input  wire               clr,
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  w,
    output reg  signed [19:0] acc,
    output reg                sat
);
    localparam signed [19:0] ACC_MAX = 20'sh7FFFF;
    localparam signed [19:0] ACC_MIN = -20'sh80000;

    reg signed [7:0] x_q, w_q;
    reg              en_q;
    wire signed [15:0] prod;
    wire signed [20:0] sum = acc + prod;

    oolite_mul8 u_mul (.a(x_q), .b(w_q), .p(prod));

    always @(posedge clk) begin
        if (rst) begin
            x_q  <= 0;
            w_q  <= 0;
            en_q <= 1'b0;
        end else begin
            x_q  <= x;
            w_q  <= w;
            en_q <= en;
        end
    end

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 0;
            sat <= 1'b0;
        end else if (en_q) begin
            if (sum > ACC_MAX) begin
                acc <= ACC_MAX;
                sat <= 1'b1;
            end else if (sum < ACC_MIN) begin
                acc <= ACC_MIN;
                sat <= 1'b1;
            end else begin
                acc <= sum[19:0];
                sat <= 1'b0;
            end
        end else begin
            sat <= 1'b0;
        end
    end
endmodule
