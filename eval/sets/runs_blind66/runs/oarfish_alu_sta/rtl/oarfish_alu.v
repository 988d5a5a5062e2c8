// oarfish_alu: 8-bit registered ALU (add, sub, and, or, xor, shift left, shift right, pass B)
// ports: clk, rst, op[2:0], a[7:0], b[7:0] -> y[7:0], zero, carry (all registered)
module oarfish_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zero,
    output reg        carry
);
    reg [8:0] r;
    always @(*) begin
        case (op)
            3'd0: r = {1'b0, a} + {1'b0, b};
            3'd1: r = {1'b0, a} - {1'b0, b};
            3'd2: r = {1'b0, a & b};
            3'd3: r = {1'b0, a | b};
            3'd4: r = {1'b0, a ^ b};
            3'd5: r = {a, 1'b0};
            3'd6: r = {a[0], 1'b0, a[7:1]};
            default: r = {1'b0, b};
        endcase
    end
    always @(posedge clk) begin
        if (rst) begin
            y <= 8'd0; zero <= 1'b0; carry <= 1'b0;
        end else begin
            y <= r[7:0];
            zero <= (r[7:0] == 8'd0);
            carry <= r[8];
        end
    end
endmodule
