// quandong_alu: 8-bit ALU with registered operands and result, 3-bit opcode, zero/carry flags
// Ops: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left, 6 shift right, 7 multiply (low byte)
// Ports: clk, rst_n, op[2:0], a[7:0], b[7:0], y[7:0], zf, cf
module quandong_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        cf
);
    reg [2:0] op_q;
    reg [7:0] a_q, b_q;
    reg [8:0] r;
    reg [15:0] prod;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            op_q <= 3'd0;
            a_q  <= 8'd0;
            b_q  <= 8'd0;
        end else begin
            op_q <= op;
            a_q  <= a;
            b_q  <= b;
        end
    end

    always @* begin
        prod = a_q * b_q;
        case (op_q)
            3'd0: r = {1'b0, a_q} + {1'b0, b_q};
            3'd1: r = {1'b0, a_q} - {1'b0, b_q};
            3'd2: r = {1'b0, a_q & b_q};
            3'd3: r = {1'b0, a_q | b_q};
            3'd4: r = {1'b0, a_q ^ b_q};
            3'd5: r = {a_q, 1'b0} << b_q[2:0];
            3'd6: r = {1'b0, a_q >> b_q[2:0]};
            default: r = {|prod[15:8], prod[7:0]};
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y  <= 8'd0;
            zf <= 1'b0;
            cf <= 1'b0;
        end else begin
            y  <= r[7:0];
            zf <= (r[7:0] == 8'd0);
            cf <= r[8];
        end
    end
endmodule
