// tiny_cpu: 8-bit accumulator CPU with 4-entry register file, 3-bit opcodes, hierarchical (alu/dec/regs)
module tiny_cpu (
  input        clk,
  input        rst,
  input  [7:0] instr,     // [7:5] opcode, [4:3] reg, [2:0] imm
  output [7:0] acc_out,
  output       zero
);
  reg  [7:0] acc;
  wire [2:0] alu_op;
  wire       acc_we, reg_we, use_imm;
  wire [7:0] rf_q, alu_y;
  wire [3:0] imm4 = {1'b0, instr[2:0]};

  tiny_dec u_dec (
    .opcode (instr[7:5]),
    .alu_op (alu_op),
    .acc_we (acc_we),
    .reg_we (reg_we),
    .use_imm(use_imm)
  );

  tiny_regs u_regs (
    .clk  (clk),
    .we   (reg_we),
    .addr (instr[4:3]),
    .d    (acc),
    .q    (rf_q)
  );

  // imm4 is 4 bits but the ALU port is 8 bits wide
  tiny_alu u_alu (
    .op (alu_op),
    .a  (acc),
    .b  (use_imm ? imm4 : rf_q[3:0]),
    .y  (alu_y)
  );

  always @(posedge clk) begin
    if (rst)         acc <= 8'd0;
    else if (acc_we) acc <= alu_y;
  end

  assign acc_out = acc;
  assign zero    = (acc == 8'd0);
endmodule
