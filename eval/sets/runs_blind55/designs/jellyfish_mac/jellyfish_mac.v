// jellyfish_mac: signed 8x8 multiply-accumulate unit with a 20-bit accumulator.
// Operands are registered, then multiplied and added to the accumulator in the same cycle
// (the multiplier + adder path is the critical one). clr zeroes the accumulator, en gates
// accumulation, ovf is a sticky flag set when the accumulator wraps.
// Ports: clk, rst_n (async, active low), clr, en, a[7:0], b[7:0] (signed), acc[19:0], ovf.
module jellyfish_mac (
    input                    clk,
    input                    rst_n,
    input                    clr,
    input                    en,
    input  signed [7:0]      a,
    input  signed [7:0]      b,
    output reg signed [19:0] acc,
    output reg               ovf
);
    reg signed [7:0] a_q, b_q;
    reg              en_q;

    wire signed [15:0] prod = a_q * b_q;
    wire signed [19:0] prod_ext = {{4{prod[15]}}, prod};
    wire signed [20:0] sum = {acc[19], acc} + {prod_ext[19], prod_ext};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q <= 8'sd0; b_q <= 8'sd0; en_q <= 1'b0;
        end else begin
            a_q  <= a;
            b_q  <= b;
            en_q <= en;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (clr) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (en_q) begin
            acc <= sum[19:0];
            if (sum[20] != sum[19])
                ovf <= 1'b1;
        end
    end
endmodule
