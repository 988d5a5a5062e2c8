// wryneck_mult: registered 8x8 unsigned multiplier with accumulate option (single-cycle array multiply)
// Ports: clk, rst, en, acc (1: add product to accumulator), a[7:0], b[7:0], p[19:0]
// Inputs are registered, the product and the 20-bit accumulator are computed in one cycle.
module wryneck_mult (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire        acc,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [19:0] p
);
    reg  [7:0]  a_q, b_q;
    reg         acc_q, en_q;
    wire [15:0] prod = a_q * b_q;

    always @(posedge clk) begin
        if (rst) begin
            a_q   <= 8'd0;
            b_q   <= 8'd0;
            acc_q <= 1'b0;
            en_q  <= 1'b0;
            p     <= 20'd0;
        end else begin
            a_q   <= a;
            b_q   <= b;
            acc_q <= acc;
            en_q  <= en;
            if (en_q)
                p <= acc_q ? p + {4'd0, prod} : {4'd0, prod};
        end
    end
endmodule
