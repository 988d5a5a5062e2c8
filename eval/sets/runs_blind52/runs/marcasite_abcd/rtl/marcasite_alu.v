// marcasite_alu: 8-bit ALU with registered result and flags.
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shift left by b[2:0],
//     110 logical shift right by b[2:0], 111 set-less-than (signed).
// Ports: clk, rst_n, op[2:0], a[7:0], b[7:0], y[7:0], flag_z (zero), flag_c (carry/borrow),
//        flag_n (negative), flag_v (signed overflow for add/sub).
module marcasite_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        flag_z,
    output reg        flag_c,
    output reg        flag_n,
    output reg        flag_v
);
    reg [8:0] r;
    reg       v;

    wire [8:0] sum  = {1'b0, a} + {1'b0, b};
    wire [8:0] diff = {1'b0, a} - {1'b0, b};
    wire       slt  = ($signed(a) < $signed(b));

    always @(*) begin
        v = 1'b0;
        case (op)
            3'b000: begin r = sum;  v = (a[7] == b[7]) && (sum[7] != a[7]); end
            3'b001: begin r = diff; v = (a[7] != b[7]) && (diff[7] != a[7]); end
            3'b010: r = {1'b0, a & b};
            3'b011: r = {1'b0, a | b};
            3'b100: r = {1'b0, a ^ b};
            3'b101: r = {1'b0, a} << b[2:0];
            3'b110: r = {1'b0, a >> b[2:0]};
            default: r = {8'd0, slt};
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            y      <= 8'd0;
            flag_z <= 1'b0;
            flag_c <= 1'b0;
            flag_n <= 1'b0;
            flag_v <= 1'b0;
        end else begin
            y      <= r[7:0];
            flag_z <= (r[7:0] == 8'd0);
            flag_c <= r[8];
            flag_n <= r[7];
            flag_v <= v;
        end
endmodule
