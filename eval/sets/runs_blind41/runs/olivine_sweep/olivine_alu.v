// olivine_alu: 8-bit ALU with registered operands and registered result/flags
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shl1, 110 shr1, 111 slt (signed less-than)
// Flags: z (zero), c (carry/borrow), n (negative)
module olivine_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        z,
    output reg        c,
    output reg        n
);
    reg [2:0] op_q;
    reg [7:0] a_q, b_q;
    reg [8:0] r;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            op_q <= 3'd0; a_q <= 8'd0; b_q <= 8'd0;
        end else begin
            op_q <= op; a_q <= a; b_q <= b;
        end
    end

    always @(*) begin
        case (op_q)
            3'b000: r = {1'b0, a_q} + {1'b0, b_q};
            3'b001: r = {1'b0, a_q} - {1'b0, b_q};
            3'b010: r = {1'b0, a_q & b_q};
            3'b011: r = {1'b0, a_q | b_q};
            3'b100: r = {1'b0, a_q ^ b_q};
            3'b101: r = {a_q, 1'b0};
            3'b110: r = {a_q[0], 1'b0, a_q[7:1]};
            default: r = {8'd0, ($signed(a_q) < $signed(b_q))};
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y <= 8'd0; z <= 1'b1; c <= 1'b0; n <= 1'b0;
        end else begin
            y <= r[7:0];
            z <= (r[7:0] == 8'd0);
            c <= r[8];
            n <= r[7];
        end
    end
endmodule
