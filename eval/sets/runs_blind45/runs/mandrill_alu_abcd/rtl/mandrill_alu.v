// mandrill_alu: 8-bit registered ALU with flags (add, sub, and, or, xor, shifts, compare)
// Ports: clk, rst_n, op[2:0], a, b -> y, carry, zero, neg (all registered)
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shl, 110 shr, 111 slt
module mandrill_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        carry,
    output reg        zero,
    output reg        neg
);
    reg [8:0] res;

    always @(*) begin
        case (op)
            3'b000: res = {1'b0, a} + {1'b0, b};
            3'b001: res = {1'b0, a} - {1'b0, b};
            3'b010: res = {1'b0, a & b};
            3'b011: res = {1'b0, a | b};
            3'b100: res = {1'b0, a ^ b};
            3'b101: res = {a, 1'b0};
            3'b110: res = {a[0], 1'b0, a[7:1]};
            3'b111: res = {8'd0, ($signed(a) < $signed(b))};
            default: res = 9'd0;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y     <= 8'd0;
            carry <= 1'b0;
            zero  <= 1'b1;
            neg   <= 1'b0;
        end else begin
            y     <= res[7:0];
            carry <= res[8];
            zero  <= (res[7:0] == 8'd0);
            neg   <= res[7];
        end
    end
endmodule
