// tiger_alu: 8-bit ALU with flags; the add/sub path is a separate ripple-carry module
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shl, 110 shr, 111 pass b
// Registered result and flags (zero, carry, negative).
module tiger_alu (
    input  wire       clk,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        cf,
    output reg        nf
);
    wire [7:0] sum;
    wire       cout;
    tiger_addsub u_addsub (.a(a), .b(b), .sub(op[0]), .s(sum), .cout(cout));
    reg [7:0] r;
    reg       c;
    always @(*) begin
        c = 1'b0;
        case (op)
            3'b000, 3'b001: begin r = sum; c = cout; end
            3'b010: r = a & b;
            3'b011: r = a | b;
            3'b100: r = a ^ b;
            3'b101: begin r = {a[6:0], 1'b0}; c = a[7]; end
            3'b110: begin r = {1'b0, a[7:1]}; c = a[0]; end
            default: r = b;
        endcase
    end
    always @(posedge clk) begin
        y <= r; zf <= (r == 8'd0); cf <= c; nf <= r[7];
    end
endmodule
