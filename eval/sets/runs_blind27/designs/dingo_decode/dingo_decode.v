// Opcode decoder whose combinational case statement forgets some assignments, so the tools infer latches.
module dingo_decode (
    input  wire [2:0] opcode,
    input  wire [7:0] operand,
    input  wire       en,
    output reg  [7:0] result,
    output reg        flag,
    output reg  [1:0] unit_sel
);
    always @(*) begin
        unit_sel = 2'b00;
        case (opcode)
            3'd0: begin result = operand;         flag = 1'b0; end
            3'd1: begin result = ~operand;        flag = 1'b1; end
            3'd2: begin result = operand << 1;    unit_sel = 2'b01; end
            3'd3: begin result = operand >> 1;    unit_sel = 2'b10; end
            3'd4: begin flag = ^operand;          unit_sel = 2'b11; end
            default: ;
        endcase
    end
endmodule

// Second module kept in the same file: a gated pass-through that also misses its else branch.
module dingo_gate (
    input  wire       en,
    input  wire [3:0] d,
    output reg  [3:0] q
);
    always @(*) begin
        if (en)
            q = d;
    end
endmodule
