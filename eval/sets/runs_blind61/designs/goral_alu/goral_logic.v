// goral_logic: bitwise logic unit used by goral_alu
module goral_logic #(parameter W = 8) (
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    input  wire [1:0]   op,
    output reg  [W-1:0] y
);
    always @(*) begin
        case (op)
            2'd0: y = a & b;
            2'd1: y = a | b;
            2'd2: y = a ^ b;
            default: y = ~a;
        endcase
    end
endmodule
