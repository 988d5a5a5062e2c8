// rattan_alu: registered 8-bit ALU built from sub-modules
// rattan_addsub (add/sub), rattan_logic (and/or/xor/not) and rattan_shift (shl/shr)
// op[2:0]: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 not a, 6 shl, 7 shr
module rattan_addsub (input wire [7:0] a, b, input wire sub, output wire [7:0] y, output wire co);
    assign {co, y} = sub ? ({1'b0, a} - {1'b0, b}) : ({1'b0, a} + {1'b0, b});
endmodule

module rattan_logic (input wire [7:0] a, b, input wire [1:0] sel, output reg [7:0] y);
    always @(*) case (sel)
        2'd0: y = a & b;
        2'd1: y = a | b;
        2'd2: y = a ^ b;
        default: y = ~a;
    endcase
endmodule

module rattan_shift (input wire [7:0] a, input wire [2:0] amt, input wire right, output wire [7:0] y);
    assign y = right ? (a >> amt) : (a << amt);
endmodule

module rattan_alu (
    input  wire       clk,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zero,
    output reg        carry
);
    wire [7:0] y_as, y_lg, y_sh;
    wire       co;
    rattan_addsub u_as (.a(a), .b(b), .sub(op[0]), .y(y_as), .co(co));
    rattan_logic  u_lg (.a(a), .b(b), .sel(op[1:0] - 2'd2), .y(y_lg));
    rattan_shift  u_sh (.a(a), .amt(b[2:0]), .right(op[0]), .y(y_sh));
    reg [7:0] r;
    always @(*) begin
        if (op[2:1] == 2'b00)      r = y_as;
        else if (op[2:1] == 2'b11) r = y_sh;
        else                       r = y_lg;
    end
    always @(posedge clk) begin
        y     <= r;
        zero  <= (r == 8'd0);
        carry <= (op[2:1] == 2'b00) ? co : 1'b0;
    end
endmodule
