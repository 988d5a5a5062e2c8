// nilgai_shifter: shift/rotate unit. mode 00 SHL, 01 SHR logical, 10 SAR arithmetic, 11 ROL.
module nilgai_shifter (
    input  wire [7:0] a,
    input  wire [2:0] amount,
    input  wire [1:0] mode,
    output reg  [7:0] y,
    output reg        cout
);
    always @(*) begin
        case (mode)
            2'b00: {cout, y} = {1'b0, a} << amount;
            2'b01: begin y = a >> amount;  cout = (amount != 0) ? a[amount - 1] : 1'b0; end
            2'b10: begin y = $signed(a) >>> amount; cout = (amount != 0) ? a[amount - 1] : 1'b0; end
            default: begin y = (a << amount) | (a >> (4'd8 - amount)); cout = y[0]; end
        endcase
    end
endmodule
