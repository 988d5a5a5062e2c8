// rhodonite_mul: registered unsigned multiplier, inputs and product registered (2-cycle latency)
// Parameter W: operand width (default 8); product is 2*W bits
// Ports: clk, en (clock enable for the whole pipe), a, b, p
module rhodonite_mul #(
    parameter W = 8
) (
    input  wire           clk,
    input  wire           en,
    input  wire [W-1:0]   a,
    input  wire [W-1:0]   b,
    output reg  [2*W-1:0] p
);
    reg [W-1:0] a_q;
    reg [W-1:0] b_q;

    always @(posedge clk) begin
        if (en) begin
            a_q <= a;
            b_q <= b;
            p   <= a_q * b_q;     // the whole array multiplier sits between a_q/b_q and p
        end
    end
endmodule
