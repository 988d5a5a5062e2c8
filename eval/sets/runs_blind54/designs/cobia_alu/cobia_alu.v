// cobia_alu: registered 8-bit ALU with flags (zero, carry, negative, overflow).
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left, 6 shift right, 7 multiply (low byte).
// Operands and opcode are registered on the way in, result and flags on the way out.
module cobia_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        cf,
    output reg        nf,
    output reg        vf
);
    reg [2:0] op_q;
    reg [7:0] a_q, b_q;
    reg [8:0] r;
    reg       v;

    always @(posedge clk) begin
        if (rst) begin
            op_q <= 3'd0;
            a_q  <= 8'd0;
            b_q  <= 8'd0;
        end else begin
            op_q <= op;
            a_q  <= a;
            b_q  <= b;
        end
    end

    always @(*) begin
        v = 1'b0;
        case (op_q)
            3'd0: begin r = {1'b0, a_q} + {1'b0, b_q}; v = (a_q[7] == b_q[7]) && (r[7] != a_q[7]); end
            3'd1: begin r = {1'b0, a_q} - {1'b0, b_q}; v = (a_q[7] != b_q[7]) && (r[7] != a_q[7]); end
            3'd2: r = {1'b0, a_q & b_q};
            3'd3: r = {1'b0, a_q | b_q};
            3'd4: r = {1'b0, a_q ^ b_q};
            3'd5: r = {a_q, 1'b0};
            3'd6: r = {a_q[0], 1'b0, a_q[7:1]};
            default: r = {1'b0, a_q * b_q};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y  <= 8'd0;
            zf <= 1'b0;
            cf <= 1'b0;
            nf <= 1'b0;
            vf <= 1'b0;
        end else begin
            y  <= r[7:0];
            zf <= (r[7:0] == 8'd0);
            cf <= r[8];
            nf <= r[7];
            vf <= v;
        end
    end
endmodule
