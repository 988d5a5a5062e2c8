// pollock_alu: 8-bit ALU with separate adder, logic and shifter sub-modules,
// a result register and Z/C/N flags. op[2:0]: 0 add, 1 sub, 2 and, 3 or,
// 4 xor, 5 shl, 6 shr, 7 pass b.
module pollock_addsub (
    input  wire [7:0] a, b,
    input  wire       sub,
    output wire [7:0] y,
    output wire       cout
);
    assign {cout, y} = sub ? ({1'b0, a} - {1'b0, b}) : ({1'b0, a} + {1'b0, b});
endmodule

module pollock_logic (
    input  wire [7:0] a, b,
    input  wire [1:0] sel,
    output reg  [7:0] y
);
    always @* begin
        case (sel)
            2'd0: y = a & b;
            2'd1: y = a | b;
            2'd2: y = a ^ b;
            default: y = b;
        endcase
    end
endmodule

module pollock_shift (
    input  wire [7:0] a,
    input  wire [2:0] amt,
    input  wire       right,
    output wire [7:0] y
);
    assign y = right ? (a >> amt) : (a << amt);
endmodule

module pollock_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] result,
    output reg        zf,
    output reg        cf,
    output reg        nf
);
    wire [7:0] sum_y, log_y, sh_y;
    wire       carry;
    pollock_addsub u_add (.a(a), .b(b), .sub(op == 3'd1), .y(sum_y), .cout(carry));
    pollock_logic  u_log (.a(a), .b(b), .sel(op == 3'd7 ? 2'd3 : op[1:0] - 2'd2), .y(log_y));
    pollock_shift  u_sh  (.a(a), .amt(b[2:0]), .right(op == 3'd6), .y(sh_y));

    reg [7:0] r;
    always @* begin
        case (op)
            3'd0, 3'd1: r = sum_y;
            3'd5, 3'd6: r = sh_y;
            default:    r = log_y;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            result <= 8'd0; zf <= 1'b0; cf <= 1'b0; nf <= 1'b0;
        end else begin
            result <= r;
            zf <= (r == 8'd0);
            cf <= (op <= 3'd1) ? carry : 1'b0;
            nf <= r[7];
        end
    end
endmodule
