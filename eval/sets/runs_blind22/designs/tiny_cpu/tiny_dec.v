// tiny_dec: opcode decoder for tiny_cpu
module tiny_dec (
  input      [2:0] opcode,
  output reg [2:0] alu_op,
  output reg       acc_we,
  output reg       reg_we,
  output reg       use_imm
);
  always @* begin
    alu_op  = 3'd7;
    acc_we  = 1'b0;
    reg_we  = 1'b0;
    use_imm = 1'b0;
    case (opcode)
      3'b000: begin alu_op = 3'd7; acc_we = 1'b1; use_imm = 1'b1; end // LDI
      3'b001: begin alu_op = 3'd0; acc_we = 1'b1; end                 // ADD r
      3'b010: begin alu_op = 3'd1; acc_we = 1'b1; end                 // SUB r
      3'b011: begin alu_op = 3'd2; acc_we = 1'b1; end                 // AND r
      3'b100: begin alu_op = 3'd4; acc_we = 1'b1; end                 // XOR r
      3'b101: begin alu_op = 3'd5; acc_we = 1'b1; end                 // SHL
      3'b110: begin reg_we = 1'b1; end                                // STA r
      default: ;                                                      // NOP
    endcase
  end
endmodule
