// op_decode_lat -- combinational opcode decoder for a tiny 4-bit-opcode ALU.
// For each opcode it drives the ALU function select, an immediate-enable, a write-enable
// and a 2-bit shift amount. The case statement has no default and not every branch
// assigns every output, so the outputs keep their old value for the missing cases.
module op_decode_lat (
    input      [3:0] opcode,
    input            valid,
    output reg [2:0] alu_fn,
    output reg       imm_en,
    output reg       wr_en,
    output reg [1:0] shamt,
    output           illegal
);
    always @* begin
        wr_en = 1'b0;
        if (valid) begin
            case (opcode)
                4'h0: begin alu_fn = 3'd0; imm_en = 1'b0; wr_en = 1'b1; end
                4'h1: begin alu_fn = 3'd1; imm_en = 1'b0; wr_en = 1'b1; end
                4'h2: begin alu_fn = 3'd2; imm_en = 1'b1; wr_en = 1'b1; end
                4'h3: begin alu_fn = 3'd3; imm_en = 1'b1; wr_en = 1'b1; end
                4'h4: begin alu_fn = 3'd4; shamt = 2'd1; wr_en = 1'b1; end
                4'h5: begin alu_fn = 3'd4; shamt = 2'd2; wr_en = 1'b1; end
                4'h6: begin alu_fn = 3'd5; shamt = 2'd3; wr_en = 1'b1; end
                4'h8: begin alu_fn = 3'd6; imm_en = 1'b1; end
                4'h9: begin alu_fn = 3'd7; imm_en = 1'b0; end
            endcase
        end
    end

    assign illegal = valid & (opcode[3] & (opcode[2] | opcode[1]) | (opcode == 4'h7));
endmodule
