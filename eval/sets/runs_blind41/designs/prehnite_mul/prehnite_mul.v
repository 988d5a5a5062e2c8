// prehnite_mul: registered unsigned multiplier, A_W x B_W bits, one pipeline stage in and out
// Parameters: A_W, B_W operand widths (default 8x8). Latency 2 cycles, valid follows the data.
module prehnite_mul #(
    parameter A_W = 8,
    parameter B_W = 8
) (
    input  wire               clk,
    input  wire               rst,
    input  wire               in_valid,
    input  wire [A_W-1:0]     a,
    input  wire [B_W-1:0]     b,
    output reg                out_valid,
    output reg  [A_W+B_W-1:0] p
);
    reg [A_W-1:0] a_q;
    reg [B_W-1:0] b_q;
    reg           v_q;

    always @(posedge clk) begin
        if (rst) begin
            v_q       <= 1'b0;
            out_valid <= 1'b0;
        end else begin
            v_q       <= in_valid;
            out_valid <= v_q;
        end
        a_q <= a;
        b_q <= b;
        p   <= a_q * b_q;
    end
endmodule
