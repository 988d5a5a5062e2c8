// bilberry_mac: multiply-accumulate unit, 8x8 unsigned product added into a 20-bit accumulator
// Ports: clk, rst, clr, en, a[7:0], b[7:0] -> acc[19:0], ovf (sticky overflow)
// Uses bilberry_mult (bilberry_mult.v). Inputs are registered, product added in the next cycle.
module bilberry_mac (
    input  wire        clk,
    input  wire        rst,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [19:0] acc,
    output reg         ovf
);
    reg  [7:0]  ra, rb;
    reg         ren;
    wire [15:0] prod;
    wire [20:0] sum = {1'b0, acc} + {5'd0, prod};
    bilberry_mult u_mult (.a(ra), .b(rb), .p(prod));
    always @(posedge clk) begin
        if (rst) begin
            ra <= 0; rb <= 0; ren <= 0; acc <= 0; ovf <= 0;
        end else begin
            ra <= a; rb <= b; ren <= en;
            if (clr) begin
                acc <= 0; ovf <= 0;
            end else if (ren) begin
                acc <= sum[19:0];
                if (sum[20]) ovf <= 1'b1;
            end
        end
    end
endmodule
