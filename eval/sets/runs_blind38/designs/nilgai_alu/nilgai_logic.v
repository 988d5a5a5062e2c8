// nilgai_logic: bitwise logic unit. fn 00 AND, 01 OR, 10 XOR, 11 NOT a.
module nilgai_logic (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [1:0] fn,
    output reg  [7:0] y
);
    always @(*) begin
        case (fn)
            2'b00:   y = a & b;
            2'b01:   y = a | b;
            2'b10:   y = a ^ b;
            default: y = ~a;
        endcase
    end
endmodule
