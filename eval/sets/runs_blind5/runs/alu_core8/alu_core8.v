// 8-bit registered ALU; sub-blocks are flattened during synthesis.
module alu_adder (
    input  [7:0] a,
    input  [7:0] b,
    input        sub,
    output [7:0] y,
    output       cout
);
    wire [7:0] bx = sub ? ~b : b;
    assign {cout, y} = a + bx + sub;
endmodule

module alu_logic (
    input  [7:0] a,
    input  [7:0] b,
    input  [1:0] op,
    output reg [7:0] y
);
    always @* begin
        case (op)
            2'b00: y = a & b;
            2'b01: y = a | b;
            2'b10: y = a ^ b;
            default: y = ~a;
        endcase
    end
endmodule

module alu_shift (
    input  [7:0] a,
    input  [2:0] amt,
    input        dir,
    output [7:0] y
);
    assign y = dir ? (a >> amt) : (a << amt);
endmodule

module AluCore8 (
    input            core_clk,
    input            rst,
    input  [7:0]     op_a,
    input  [7:0]     op_b,
    input  [2:0]     func,
    input            valid_in,
    output reg [7:0] result,
    output reg       carry,
    output reg       zero,
    output reg       valid_out
);
    reg  [7:0] a_q, b_q;
    reg  [2:0] f_q;
    reg        v_q;
    wire [7:0] add_y, log_y, sh_y;
    wire       add_c;

    always @(posedge core_clk) begin
        if (rst) begin
            a_q <= 8'd0; b_q <= 8'd0; f_q <= 3'd0; v_q <= 1'b0;
        end else begin
            a_q <= op_a; b_q <= op_b; f_q <= func; v_q <= valid_in;
        end
    end

    alu_adder u_add (.a(a_q), .b(b_q), .sub(f_q[0]), .y(add_y), .cout(add_c));
    alu_logic u_log (.a(a_q), .b(b_q), .op(f_q[1:0]), .y(log_y));
    alu_shift u_sh  (.a(a_q), .amt(b_q[2:0]), .dir(f_q[0]), .y(sh_y));

    always @(posedge core_clk) begin
        if (rst) begin
            result <= 8'd0; carry <= 1'b0; zero <= 1'b0; valid_out <= 1'b0;
        end else begin
            valid_out <= v_q;
            case (f_q[2:1])
                2'b00:   begin result <= add_y; carry <= add_c; zero <= (add_y == 8'd0); end
                2'b01:   begin result <= sh_y;  carry <= 1'b0;  zero <= (sh_y == 8'd0);  end
                default: begin result <= log_y; carry <= 1'b0;  zero <= (log_y == 8'd0); end
            endcase
        end
    end
endmodule
