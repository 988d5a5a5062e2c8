// goral_alu: 8-bit registered ALU, top of a small hierarchy (goral_adder + goral_logic)
// Ports: clk, rst, op[2:0], a[7:0], b[7:0] -> y[7:0], carry, zero (all registered)
// op: 0 add, 1 sub, 2 and, 3 or, 4 xor, 5 not a, 6 shl a, 7 shr a
module goral_alu (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] op,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        carry,
    output reg        zero
);
    wire [7:0] sum, lres;
    wire       co;
    goral_adder #(.W(8)) u_add (.a(a), .b(b), .sub(op == 3'd1), .y(sum), .cout(co));
    goral_logic #(.W(8)) u_log (.a(a), .b(b), .op(op[1:0] - 2'd2), .y(lres));
    reg [7:0] nxt;
    reg       nc;
    always @(*) begin
        nc = 1'b0;
        case (op)
            3'd0, 3'd1: begin nxt = sum; nc = co; end
            3'd6: begin nxt = {a[6:0], 1'b0}; nc = a[7]; end
            3'd7: begin nxt = {1'b0, a[7:1]}; nc = a[0]; end
            default: nxt = lres;
        endcase
    end
    always @(posedge clk) begin
        if (rst) begin
            y <= 0; carry <= 0; zero <= 1;
        end else begin
            y <= nxt; carry <= nc; zero <= (nxt == 8'd0);
        end
    end
endmodule
