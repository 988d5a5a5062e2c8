// grison_alu: 8-bit ALU with registered result and flags (zero, carry, negative, overflow)
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shift left, 110 shift right, 111 pass b
module grison_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        cf,
    output reg        nf,
    output reg        vf
);
    reg [8:0] r;
    reg       v;

    always @(*) begin
        v = 1'b0;
        case (op)
            3'b000: begin r = {1'b0, a} + {1'b0, b}; v = (a[7] == b[7]) && (r[7] != a[7]); end
            3'b001: begin r = {1'b0, a} - {1'b0, b}; v = (a[7] != b[7]) && (r[7] != a[7]); end
            3'b010: r = {1'b0, a & b};
            3'b011: r = {1'b0, a | b};
            3'b100: r = {1'b0, a ^ b};
            3'b101: r = {a, 1'b0};
            3'b110: r = {a[0], 1'b0, a[7:1]};
            default: r = {1'b0, b};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 8'd0; zf <= 1'b0; cf <= 1'b0; nf <= 1'b0; vf <= 1'b0;
        end else begin
            y  <= r[7:0];
            zf <= (r[7:0] == 8'd0);
            cf <= r[8];
            nf <= r[7];
            vf <= v;
        end
    end
endmodule
