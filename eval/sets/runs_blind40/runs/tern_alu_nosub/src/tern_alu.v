// tern_alu: 16-bit ALU with a registered output stage.
// Sub-modules live in separate files: tern_addsub.v (add/subtract with carry/overflow)
// and tern_shift.v (logical/arithmetic barrel shift). This file only holds the top level.
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shl, 110 shr, 111 sra
module tern_alu (
    input  wire        clk,
    input  wire        rst,
    input  wire [2:0]  op,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] y,
    output reg         zero,
    output reg         carry,
    output reg         ovf
);
    wire [15:0] sum;
    wire        c_out, v_out;
    wire [15:0] shifted;

    tern_addsub u_addsub (.a(a), .b(b), .sub(op[0]), .s(sum), .cout(c_out), .ovf(v_out));
    tern_shift  u_shift  (.din(a), .amt(b[3:0]), .mode(op[1:0]), .dout(shifted));

    reg [15:0] res;
    always @(*) begin
        case (op)
            3'b000, 3'b001: res = sum;
            3'b010:         res = a & b;
            3'b011:         res = a | b;
            3'b100:         res = a ^ b;
            default:        res = shifted;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 16'd0; zero <= 1'b0; carry <= 1'b0; ovf <= 1'b0;
        end else begin
            y     <= res;
            zero  <= (res == 16'd0);
            carry <= (op[2:1] == 2'b00) ? c_out : 1'b0;
            ovf   <= (op[2:1] == 2'b00) ? v_out : 1'b0;
        end
    end
endmodule
