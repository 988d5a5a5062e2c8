// ivory_alu: 16-bit ALU with registered operands and registered result/flags
// op[3:0]: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SLL, 6 SRL, 7 SRA, 8 SLT (signed), 9 SLTU, 10 PASS B, others -> 0
// Flags: zero, carry (ADD/SUB), neg (result[15]). One cycle latency from operand registers to result registers.
module ivory_alu (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [3:0]  op,
    input  wire [15:0] a,
    input  wire [15:0] b,
    output reg  [15:0] y,
    output reg         zero,
    output reg         carry,
    output reg         neg
);
    reg [3:0]  op_q;
    reg [15:0] a_q, b_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            op_q <= 4'd0;
            a_q  <= 16'd0;
            b_q  <= 16'd0;
        end else begin
            op_q <= op;
            a_q  <= a;
            b_q  <= b;
        end
    end

    reg [16:0] r;
    always @(*) begin
        case (op_q)
            4'd0:  r = {1'b0, a_q} + {1'b0, b_q};
            4'd1:  r = {1'b0, a_q} - {1'b0, b_q};
            4'd2:  r = {1'b0, a_q & b_q};
            4'd3:  r = {1'b0, a_q | b_q};
            4'd4:  r = {1'b0, a_q ^ b_q};
            4'd5:  r = {1'b0, a_q << b_q[3:0]};
            4'd6:  r = {1'b0, a_q >> b_q[3:0]};
            4'd7:  r = {1'b0, $signed(a_q) >>> b_q[3:0]};
            4'd8:  r = {16'd0, $signed(a_q) < $signed(b_q)};
            4'd9:  r = {16'd0, a_q < b_q};
            4'd10: r = {1'b0, b_q};
            default: r = 17'd0;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y     <= 16'd0;
            zero  <= 1'b0;
            carry <= 1'b0;
            neg   <= 1'b0;
        end else begin
            y     <= r[15:0];
            zero  <= (r[15:0] == 16'd0);
            carry <= r[16];
            neg   <= r[15];
        end
    end
endmodule
