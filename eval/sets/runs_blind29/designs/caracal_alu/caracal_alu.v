// caracal_alu: 16-bit ALU built from three submodules (add/sub, logic, barrel shift) plus a registered result mux
module caracal_addsub (
    input  wire [15:0] a, b,
    input  wire        sub,
    output wire [15:0] y,
    output wire        cout
);
    wire [15:0] bx = sub ? ~b : b;
    assign {cout, y} = a + bx + {15'd0, sub};
endmodule

module caracal_logic (
    input  wire [15:0] a, b,
    input  wire [1:0]  fn,
    output reg  [15:0] y
);
    always @(*) begin
        case (fn)
            2'd0: y = a & b;
            2'd1: y = a | b;
            2'd2: y = a ^ b;
            default: y = ~(a | b);
        endcase
    end
endmodule

module caracal_shifter (
    input  wire [15:0] a,
    input  wire [3:0]  amt,
    input  wire        left,
    output wire [15:0] y
);
    assign y = left ? (a << amt) : (a >> amt);
endmodule

module caracal_alu (
    input  wire        clk,
    input  wire        rst,
    input  wire [2:0]  op,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] result,
    output reg         carry,
    output reg         zero
);
    wire [15:0] y_as, y_lg, y_sh;
    wire        c_as;

    caracal_addsub  u_as (.a(a), .b(b), .sub(op[0]), .y(y_as), .cout(c_as));
    caracal_logic   u_lg (.a(a), .b(b), .fn(op[1:0]), .y(y_lg));
    caracal_shifter u_sh (.a(a), .amt(b[3:0]), .left(op[0]), .y(y_sh));

    reg [15:0] nxt;
    always @(*) begin
        case (op[2:1])
            2'b00:   nxt = y_as;
            2'b01:   nxt = y_sh;
            default: nxt = y_lg;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            result <= 16'd0;
            carry  <= 1'b0;
            zero   <= 1'b1;
        end else begin
            result <= nxt;
            carry  <= (op[2:1] == 2'b00) ? c_as : 1'b0;
            zero   <= (nxt == 16'd0);
        end
    end
endmodule
