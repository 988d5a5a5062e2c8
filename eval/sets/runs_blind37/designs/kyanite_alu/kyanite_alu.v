// kyanite_alu: 16-bit combinational ALU with flags (no clock; timed with input/output delays).
// Ports: a[15:0], b[15:0], op[2:0], y[15:0], zero, carry, negative, overflow.
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shift left by b[3:0],
//     110 logical shift right by b[3:0], 111 set-less-than (signed).
module kyanite_alu (
    input  wire [15:0] a,
    input  wire [15:0] b,
    input  wire [2:0]  op,
    output reg  [15:0] y,
    output wire        zero,
    output reg         carry,
    output wire        negative,
    output reg         overflow
);
    wire [16:0] sum  = {1'b0, a} + {1'b0, b};
    wire [16:0] diff = {1'b0, a} - {1'b0, b};
    wire        slt  = (a[15] != b[15]) ? a[15] : diff[15];

    always @* begin
        carry    = 1'b0;
        overflow = 1'b0;
        case (op)
            3'b000: begin
                y        = sum[15:0];
                carry    = sum[16];
                overflow = (a[15] == b[15]) && (y[15] != a[15]);
            end
            3'b001: begin
                y        = diff[15:0];
                carry    = diff[16];
                overflow = (a[15] != b[15]) && (y[15] != a[15]);
            end
            3'b010: y = a & b;
            3'b011: y = a | b;
            3'b100: y = a ^ b;
            3'b101: y = a << b[3:0];
            3'b110: y = a >> b[3:0];
            default: y = {15'd0, slt};
        endcase
    end

    assign zero     = (y == 16'd0);
    assign negative = y[15];
endmodule
