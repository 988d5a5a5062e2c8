// Opcode decoder producing ALU select and immediate fields; incomplete assignments infer latches by accident.
module sparrow_decode (
    input  wire       clk,
    input  wire [3:0] opcode,
    input  wire [7:0] operand,
    output reg  [2:0] alu_sel,
    output reg  [7:0] imm,
    output reg        mem_wr,
    output reg  [7:0] imm_q
);
    always @(*) begin
        mem_wr = 1'b0;
        case (opcode)
            4'h0: begin alu_sel = 3'd0; imm = operand; end
            4'h1: begin alu_sel = 3'd1; imm = operand; end
            4'h2: begin alu_sel = 3'd2; end
            4'h3: begin alu_sel = 3'd3; imm = {operand[3:0], 4'h0}; end
            4'h8: begin mem_wr = 1'b1; imm = operand; end
            4'h9: begin alu_sel = 3'd5; end
        endcase
    end

    always @(posedge clk)
        imm_q <= imm;
endmodule
