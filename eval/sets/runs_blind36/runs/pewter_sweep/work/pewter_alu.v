// pewter_alu: registered 8-bit ALU (add, sub, and, or, xor, shift left/right, compare) with flags.
// Ports: clk, op[2:0], a[7:0], b[7:0] -> y[7:0], carry, zero (all outputs registered; inputs registered too).
module pewter_alu (
    input  wire       clk,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        carry,
    output reg        zero
);
    reg [2:0] op_q;
    reg [7:0] a_q, b_q;
    reg [8:0] res;

    always @(posedge clk) begin
        op_q <= op;
        a_q  <= a;
        b_q  <= b;
    end

    always @(*) begin
        case (op_q)
            3'd0: res = {1'b0, a_q} + {1'b0, b_q};
            3'd1: res = {1'b0, a_q} - {1'b0, b_q};
            3'd2: res = {1'b0, a_q & b_q};
            3'd3: res = {1'b0, a_q | b_q};
            3'd4: res = {1'b0, a_q ^ b_q};
            3'd5: res = {a_q, 1'b0};
            3'd6: res = {a_q[0], 1'b0, a_q[7:1]};
            default: res = {8'd0, (a_q < b_q)};
        endcase
    end

    always @(posedge clk) begin
        y     <= res[7:0];
        carry <= res[8];
        zero  <= (res[7:0] == 8'd0);
    end
endmodule
