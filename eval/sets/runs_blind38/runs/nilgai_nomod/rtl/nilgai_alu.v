// nilgai_alu: 8-bit ALU with registered result and flags (Z, N, C, V).
// Sub-modules: nilgai_addsub (add/subtract with carry and overflow), nilgai_shifter
// (logical/arithmetic shifts and rotates), nilgai_logic (AND/OR/XOR/NOT).
// op[3:2] selects the unit (00 add/sub, 01 shift, 10 logic, 11 pass B); op[1:0] the function.
module nilgai_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [3:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire       carry_in,
    output reg  [7:0] result,
    output reg        flag_z,
    output reg        flag_n,
    output reg        flag_c,
    output reg        flag_v
);
    wire [7:0] as_y, sh_y, lg_y;
    wire       as_c, as_v, sh_c;

    nilgai_addsub u_addsub (
        .a(a), .b(b), .sub(op[0]), .use_carry(op[1]), .cin(carry_in),
        .y(as_y), .cout(as_c), .ovf(as_v));

    nilgai_shifter u_shift (
        .a(a), .amount(b[2:0]), .mode(op[1:0]), .y(sh_y), .cout(sh_c));

    nilgai_logic u_logic (
        .a(a), .b(b), .fn(op[1:0]), .y(lg_y));

    reg [7:0] y;
    reg       c, v;
    always @(*) begin
        case (op[3:2])
            2'b00:   begin y = as_y; c = as_c;   v = as_v; end
            2'b01:   begin y = sh_y; c = sh_c;   v = 1'b0; end
            2'b10:   begin y = lg_y; c = flag_c; v = 1'b0; end
            default: begin y = b;    c = flag_c; v = 1'b0; end
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            result <= 8'd0;
            flag_z <= 1'b0; flag_n <= 1'b0; flag_c <= 1'b0; flag_v <= 1'b0;
        end else if (en) begin
            result <= y;
            flag_z <= (y == 8'd0);
            flag_n <= y[7];
            flag_c <= c;
            flag_v <= v;
        end
    end
endmodule
