// Opcode decoder for a tiny 8-bit microcontroller core.
// Produces ALU select, register write enable and immediate select.
module opdec (
    input  wire [7:0] opcode,
    input  wire       valid,
    output reg  [2:0] alu_sel,
    output reg        rf_we,
    output reg        imm_sel,
    output reg        mem_rd,
    output reg        illegal
);
    always @* begin
        rf_we   = 1'b0;
        mem_rd  = 1'b0;
        illegal = 1'b0;
        if (valid) begin
            case (opcode[7:4])
                4'h0: begin alu_sel = 3'd0; rf_we = 1'b1; imm_sel = 1'b0; end // ADD
                4'h1: begin alu_sel = 3'd1; rf_we = 1'b1; imm_sel = 1'b0; end // SUB
                4'h2: begin alu_sel = 3'd2; rf_we = 1'b1; imm_sel = 1'b0; end // AND
                4'h3: begin alu_sel = 3'd3; rf_we = 1'b1; imm_sel = 1'b0; end // OR
                4'h4: begin alu_sel = 3'd0; rf_we = 1'b1; imm_sel = 1'b1; end // ADDI
                4'h8: begin alu_sel = 3'd0; rf_we = 1'b1; mem_rd = 1'b1;  end // LD
                4'hF: begin alu_sel = 3'd7;                               end // NOP
                default: illegal = 1'b1;
            endcase
        end
    end
endmodule
