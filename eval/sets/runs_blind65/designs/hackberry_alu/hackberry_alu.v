// hackberry_alu: 8-bit ALU with registered result and flags.
// Ports: clk, op[2:0], a[7:0], b[7:0] -> y[7:0], zero, carry, neg.
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left, 6 shift right, 7 set-less-than.
module hackberry_alu (
    input  wire       clk,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zero,
    output reg        carry,
    output reg        neg
);
    reg [8:0] r;
    always @(*) begin
        case (op)
            3'd0: r = {1'b0, a} + {1'b0, b};
            3'd1: r = {1'b0, a} - {1'b0, b};
            3'd2: r = {1'b0, a & b};
            3'd3: r = {1'b0, a | b};
            3'd4: r = {1'b0, a ^ b};
            3'd5: r = {a, 1'b0};
            3'd6: r = {a[0], 1'b0, a[7:1]};
            default: r = {8'd0, ($signed(a) < $signed(b))};
        endcase
    end

    always @(posedge clk) begin
        y     <= r[7:0];
        carry <= r[8];
        zero  <= (r[7:0] == 8'd0);
        neg   <= r[7];
    end
endmodule
