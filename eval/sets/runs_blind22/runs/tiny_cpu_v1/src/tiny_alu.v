// tiny_alu: 8-bit ALU for tiny_cpu (add, sub, and, or, xor, shift left, shift right, pass b)
module tiny_alu (
  input      [2:0] op,
  input      [7:0] a,
  input      [7:0] b,
  output reg [7:0] y
);
  always @* begin
    case (op)
      3'd0: y = a + b;
      3'd1: y = a - b;
      3'd2: y = a & b;
      3'd3: y = a | b;
      3'd4: y = a ^ b;
      3'd5: y = a << 1;
      3'd6: y = a >> 1;
      default: y = b;
    endcase
  end
endmodule
