// Signed 8x8 multiply-accumulate unit with a 20-bit accumulator, clear input and saturation flag.
module marlin_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               en,
    input  wire               clr,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    reg  signed [7:0]  a_q, b_q;
    reg                en_q;
    wire signed [15:0] prod = a_q * b_q;
    wire signed [20:0] next = acc + prod;

    always @(posedge clk) begin
        if (rst) begin
            a_q <= 8'sd0; b_q <= 8'sd0; en_q <= 1'b0;
        end else begin
            a_q <= a; b_q <= b; en_q <= en;
        end
    end

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= next[19:0];
            if (next[20] != next[19])
                ovf <= 1'b1;
        end
    end
endmodule
