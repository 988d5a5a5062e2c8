// calcite_alu: 8-bit ALU with registered result and flags (Z, N, C, V).
// Ports: clk, rst_n, valid_in, op[2:0], a, b -> y, zf, nf, cf, vf, valid_out (one cycle latency).
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 shift left by b[2:0], 6 logical shift right by b[2:0], 7 set-less-than (signed)
module calcite_alu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       valid_in,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        nf,
    output reg        cf,
    output reg        vf,
    output reg        valid_out
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

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y         <= 8'd0;
            zf        <= 1'b0;
            nf        <= 1'b0;
            cf        <= 1'b0;
            vf        <= 1'b0;
            valid_out <= 1'b0;
        end else begin
            valid_out <= valid_in;
            if (valid_in) begin
                y  <= res[7:0];
                zf <= (res[7:0] == 8'd0);
                nf <= res[7];
                cf <= res[8];
                vf <= ovf;
            end
        end
    end
endmodule
