// wulfenite_alu: 16-bit registered ALU (add, sub, and, or, xor, shift left/right, set-less-than)
// with zero / negative / carry / overflow flags.
// Ports: clk, rst, op[2:0], a[15:0], b[15:0] in; y[15:0], flag_z, flag_n, flag_c, flag_v out.
// Operands are registered on input and the result on output, so every path is register to register.
module wulfenite_alu (
    input  wire        clk,
    input  wire        rst,
    input  wire [2:0]  op,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] y,
    output reg         flag_z,
    output reg         flag_n,
    output reg         flag_c,
    output reg         flag_v
);
    localparam OP_ADD = 3'd0, OP_SUB = 3'd1, OP_AND = 3'd2, OP_OR = 3'd3,
               OP_XOR = 3'd4, OP_SHL = 3'd5, OP_SHR = 3'd6, OP_SLT = 3'd7;

    reg [15:0] ra, rb;
    reg [2:0]  rop;

    reg [16:0] res;
    reg        ovf;

    always @(*) begin
        ovf = 1'b0;
        case (rop)
            OP_ADD: begin
                res = {1'b0, ra} + {1'b0, rb};
                ovf = (ra[15] == rb[15]) && (res[15] != ra[15]);
            end
            OP_SUB: begin
                res = {1'b0, ra} - {1'b0, rb};
                ovf = (ra[15] != rb[15]) && (res[15] != ra[15]);
            end
            OP_AND: res = {1'b0, ra & rb};
            OP_OR:  res = {1'b0, ra | rb};
            OP_XOR: res = {1'b0, ra ^ rb};
            OP_SHL: res = {ra, 1'b0} << rb[3:0];
            OP_SHR: res = {1'b0, ra >> rb[3:0]};
            OP_SLT: res = {16'd0, ($signed(ra) < $signed(rb))};
            default: res = 17'd0;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            ra <= 16'd0; rb <= 16'd0; rop <= 3'd0;
            y <= 16'd0;
            flag_z <= 1'b0; flag_n <= 1'b0; flag_c <= 1'b0; flag_v <= 1'b0;
        end else begin
            ra  <= a;
            rb  <= b;
            rop <= op;
            y      <= res[15:0];
            flag_z <= (res[15:0] == 16'd0);
            flag_n <= res[15];
            flag_c <= res[16];
            flag_v <= ovf;
        end
    end
endmodule
