// scheelite_alu: 16-bit registered ALU built from three sub-units
//   scheelite_addsub (add/subtract with carry and overflow), scheelite_shift (barrel shifter,
//   logical/arithmetic), scheelite_logic (and/or/xor/nor)
// op[2:0]: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 nor, 6 shift left, 7 shift right (arith when sra=1)
// Ports: clk, rst_n, op, sra, a, b, y (registered result), zero, carry, ovf (registered flags)
module scheelite_addsub (
    input  wire [15:0] a, b,
    input  wire        sub,
    output wire [15:0] s,
    output wire        c, v
);
    wire [15:0] bx = sub ? ~b : b;
    assign {c, s} = a + bx + sub;
    assign v = (a[15] == bx[15]) && (s[15] != a[15]);
endmodule

module scheelite_shift (
    input  wire [15:0] a,
    input  wire [3:0]  sh,
    input  wire        right,
    input  wire        arith,
    output wire [15:0] y
);
    wire fill = arith & a[15];
    wire [31:0] ext = {{16{fill}}, a};
    assign y = right ? (ext >> sh) : (a << sh);
endmodule

module scheelite_logic (
    input  wire [15:0] a, b,
    input  wire [1:0]  fn,
    output reg  [15:0] y
);
    always @*
        case (fn)
            2'd0: y = a & b;
            2'd1: y = a | b;
            2'd2: y = a ^ b;
            default: y = ~(a | b);
        endcase
endmodule

module scheelite_alu (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [2:0]  op,
    input  wire        sra,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] y,
    output reg         zero,
    output reg         carry,
    output reg         ovf
);
    wire [15:0] s_as, s_sh, s_lg;
    wire        c_as, v_as;

    scheelite_addsub u_as (.a(a), .b(b), .sub(op == 3'd1), .s(s_as), .c(c_as), .v(v_as));
    scheelite_shift  u_sh (.a(a), .sh(b[3:0]), .right(op == 3'd7), .arith(sra), .y(s_sh));
    scheelite_logic  u_lg (.a(a), .b(b), .fn(op[1:0] - 2'd2), .y(s_lg));

    reg [15:0] res;
    always @*
        case (op)
            3'd0, 3'd1: res = s_as;
            3'd6, 3'd7: res = s_sh;
            default:    res = s_lg;
        endcase

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y <= 16'h0000; zero <= 1'b0; carry <= 1'b0; ovf <= 1'b0;
        end else begin
            y     <= res;
            zero  <= (res == 16'h0000);
            carry <= (op[2:1] == 2'b00) ? c_as : 1'b0;
            ovf   <= (op[2:1] == 2'b00) ? v_as : 1'b0;
        end
    end
endmodule
