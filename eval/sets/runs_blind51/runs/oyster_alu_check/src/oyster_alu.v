// oyster_alu: 8-bit ALU with registered result and flags (zero, carry, negative, overflow)
// Ports: clk, a[7:0], b[7:0], op[2:0], y[7:0], zf, cf, nf, vf
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left by b[2:0], 6 shift right by b[2:0], 7 set-less-than (signed)
module oyster_alu (
    input  wire       clk,
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [2:0] op,
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
            3'd0: begin
                res = {1'b0, a} + {1'b0, b};
                ovf = (a[7] == b[7]) && (res[7] != a[7]);
            end
            3'd1: begin
                res = {1'b0, a} - {1'b0, b};
                ovf = (a[7] != b[7]) && (res[7] != a[7]);
            end
            3'd2: res = {1'b0, a & b};
            3'd3: res = {1'b0, a | b};
            3'd4: res = {1'b0, a ^ b};
            3'd5: res = {1'b0, a} << b[2:0];
            3'd6: res = {1'b0, a >> b[2:0]};
            default: res = {8'd0, ($signed(a) < $signed(b))};
        endcase
    end

    always @(posedge clk) begin
        y  <= res[7:0];
        zf <= (res[7:0] == 8'd0);
        cf <= res[8];
        nf <= res[7];
        vf <= ovf;
    end
endmodule
