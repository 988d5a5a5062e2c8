// puffer_mac: 8x8 signed multiply-accumulate with 20-bit accumulator
// Ports: clk, rst, clr, en, a[7:0], b[7:0] (signed), acc[19:0]
module puffer_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc
);
    reg signed [7:0] ra, rb;
    wire signed [15:0] prod = ra * rb;
    always @(posedge clk) begin
        if (rst) begin
            ra <= 0; rb <= 0; acc <= 0;
        end else begin
            ra <= a;
            rb <= b;
            if (clr)     acc <= 0;
            else if (en) acc <= acc + {{4{prod[15]}}, prod};
        end
    end
endmodule
