// fluorite_alu: 8-bit ALU with registered result and flags (Z, N, C, V)
// op[2:0]: 0 ADD, 1 SUB, 2 AND, 3 OR, 4 XOR, 5 SHL (by b[2:0]), 6 SHR (logical, by b[2:0]),
//          7 SLT (signed a < b gives 1). Result and flags update when en is high.
module fluorite_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        flag_z,
    output reg        flag_n,
    output reg        flag_c,
    output reg        flag_v
);
    reg [8:0] res;
    reg       v;

    always @* begin
        v = 1'b0;
        case (op)
            3'd0: begin
                res = {1'b0, a} + {1'b0, b};
                v   = (a[7] == b[7]) && (res[7] != a[7]);
            end
            3'd1: begin
                res = {1'b0, a} - {1'b0, b};
                v   = (a[7] != b[7]) && (res[7] != a[7]);
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
        if (rst) begin
            y      <= 8'd0;
            flag_z <= 1'b0;
            flag_n <= 1'b0;
            flag_c <= 1'b0;
            flag_v <= 1'b0;
        end else if (en) begin
            y      <= res[7:0];
            flag_z <= (res[7:0] == 8'd0);
            flag_n <= res[7];
            flag_c <= res[8];
            flag_v <= v;
        end
    end
endmodule
