// Multiply-accumulate unit: registers two 10-bit signed operands, multiplies them and adds the product into a 24-bit accumulator every cycle.
module anvil_mac (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               clear,
    input  wire               in_valid,
    input  wire signed [9:0]  op_a,
    input  wire signed [9:0]  op_b,
    output reg  signed [23:0] acc,
    output reg                acc_valid
);
    reg signed [9:0] a_q, b_q;
    reg              v_q;

    // operand capture stage
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q <= 10'sd0;
            b_q <= 10'sd0;
            v_q <= 1'b0;
        end else begin
            a_q <= op_a;
            b_q <= op_b;
            v_q <= in_valid;
        end
    end

    // multiply and accumulate in a single cycle (long path on purpose)
    wire signed [19:0] product = a_q * b_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc       <= 24'sd0;
            acc_valid <= 1'b0;
        end else if (clear) begin
            acc       <= 24'sd0;
            acc_valid <= 1'b0;
        end else if (v_q) begin
            acc       <= acc + {{4{product[19]}}, product};
            acc_valid <= 1'b1;
        end
    end
endmodule
