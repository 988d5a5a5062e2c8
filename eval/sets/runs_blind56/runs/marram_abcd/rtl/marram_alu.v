// marram_alu: 8-bit ALU with registered result and flags (Z, N, C, V).
// op: 000 add, 001 sub, 010 and, 011 or, 100 xor, 101 shl, 110 shr, 111 pass b.
// Inputs are registered too, so every path is reg -> reg through the ALU core.
module marram_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        zf,
    output reg        nf,
    output reg        cf,
    output reg        vf
);
    reg [2:0] op_q;
    reg [7:0] a_q, b_q;
    reg [8:0] res;
    reg       ovf;

    always @(posedge clk) begin
        if (rst) begin
            op_q <= 3'd0; a_q <= 8'd0; b_q <= 8'd0;
        end else begin
            op_q <= op; a_q <= a; b_q <= b;
        end
    end

    always @* begin
        ovf = 1'b0;
        case (op_q)
            3'b000: begin res = {1'b0, a_q} + {1'b0, b_q};
                          ovf = (a_q[7] == b_q[7]) && (res[7] != a_q[7]); end
            3'b001: begin res = {1'b0, a_q} - {1'b0, b_q};
                          ovf = (a_q[7] != b_q[7]) && (res[7] != a_q[7]); end
            3'b010: res = {1'b0, a_q & b_q};
            3'b011: res = {1'b0, a_q | b_q};
            3'b100: res = {1'b0, a_q ^ b_q};
            3'b101: res = {a_q, 1'b0};
            3'b110: res = {a_q[0], 1'b0, a_q[7:1]};
            default: res = {1'b0, b_q};
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            y <= 8'd0; zf <= 1'b0; nf <= 1'b0; cf <= 1'b0; vf <= 1'b0;
        end else begin
            y  <= res[7:0];
            zf <= (res[7:0] == 8'd0);
            nf <= res[7];
            cf <= res[8];
            vf <= ovf;
        end
    end
endmodule
