// vervain_mac: signed 8x8 multiply-accumulate unit with a 20-bit accumulator.
// Single-cycle multiply feeding the adder (deliberately no pipeline register between
// them, so the multiplier-to-accumulator path is the critical path).
// clr zeroes the accumulator; en accumulates a*b; sat clamps instead of wrapping.
module vervain_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clr,
    input  wire               en,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                sat
);
    wire signed [15:0] prod = a * b;
    wire signed [20:0] nxt  = acc + prod;
    localparam signed [20:0] MAXV = 21'sd524287;
    localparam signed [20:0] MINV = -21'sd524288;

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 20'sd0;
            sat <= 1'b0;
        end else if (en) begin
            if (nxt > MAXV) begin
                acc <= MAXV[19:0];
                sat <= 1'b1;
            end else if (nxt < MINV) begin
                acc <= MINV[19:0];
                sat <= 1'b1;
            end else begin
                acc <= nxt[19:0];
                sat <= 1'b0;
            end
        end
    end
endmodule
