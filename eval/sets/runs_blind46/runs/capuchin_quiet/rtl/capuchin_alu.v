// capuchin_alu: 8-bit ALU with a registered result and flags (zero, carry, negative, overflow).
// Ports: clk, rst, op[2:0], a[7:0], b[7:0], y[7:0], zf, cf, nf, vf.
// op: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SHL (a<<1), 6 SHR (a>>1), 7 pass b.
module capuchin_alu (
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
    reg [8:0] res;
    reg       ovf;

    always @(*) begin
        ovf = 1'b0;
        case (op)
            3'd0: begin res = {1'b0, a} + {1'b0, b}; ovf = (a[7] == b[7]) && (res[7] != a[7]); end
            3'd1: begin res = {1'b0, a} - {1'b0, b}; ovf = (a[7] != b[7]) && (res[7] != a[7]); end
            3'd2: res = {1'b0, a & b};
            3'd3: res = {1'b0, a | b};
            3'd4: res = {1'b0, a ^ b};
            3'd5: res = {a, 1'b0};
            3'd6: res = {a[0], 1'b0, a[7:1]};
            default: res = {1'b0, b};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 8'd0; zf <= 1'b0; cf <= 1'b0; nf <= 1'b0; vf <= 1'b0;
        end else begin
            y  <= res[7:0];
            zf <= (res[7:0] == 8'd0);
            cf <= res[8];
            nf <= res[7];
            vf <= ovf;
        end
    end
endmodule
