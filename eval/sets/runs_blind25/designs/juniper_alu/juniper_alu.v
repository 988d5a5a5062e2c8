// 8-bit registered ALU built from separate adder/subtractor, barrel-shift and logic submodules.
module juniper_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        carry,
    output reg        zero
);
    wire [7:0] as_y, sh_y, lg_y;
    wire       as_c;

    juniper_addsub u_as (.a(a), .b(b), .sub(op[0]), .y(as_y), .c(as_c));
    juniper_shift  u_sh (.a(a), .amt(b[2:0]), .right(op[0]), .y(sh_y));
    juniper_logic  u_lg (.a(a), .b(b), .sel(op[1:0]), .y(lg_y));

    always @(posedge clk)
        if (rst) begin
            y <= 8'd0; carry <= 1'b0; zero <= 1'b0;
        end else begin
            case (op[2:1])
                2'b00:   begin y <= as_y; carry <= as_c; zero <= (as_y == 8'd0); end
                2'b01:   begin y <= sh_y; carry <= 1'b0; zero <= (sh_y == 8'd0); end
                default: begin y <= lg_y; carry <= 1'b0; zero <= (lg_y == 8'd0); end
            endcase
        end
endmodule

module juniper_addsub (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire       sub,
    output wire [7:0] y,
    output wire       c
);
    assign {c, y} = a + (sub ? ~b : b) + sub;
endmodule

module juniper_shift (
    input  wire [7:0] a,
    input  wire [2:0] amt,
    input  wire       right,
    output wire [7:0] y
);
    assign y = right ? (a >> amt) : (a << amt);
endmodule

module juniper_logic (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [1:0] sel,
    output reg  [7:0] y
);
    always @*
        case (sel)
            2'd0: y = a & b;
            2'd1: y = a | b;
            2'd2: y = a ^ b;
            default: y = ~a;
        endcase
endmodule
