// whale_mac: signed 8x8 multiply-accumulate with a 20-bit accumulator and saturation flag
// Ports: clr zeroes the accumulator, en adds a*b; ovf sticks when the accumulator wraps.
module whale_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    wire signed [15:0] prod = a * b;
    wire signed [20:0] nxt  = {acc[19], acc} + {{5{prod[15]}}, prod};
    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en) begin
            acc <= nxt[19:0];
            if (nxt[20] != nxt[19]) ovf <= 1'b1;
        end
    end
endmodule
