// matmul2: 2x2 signed matrix multiplier with 4-bit elements and registered 9-bit results
module matmul2 (
  input  wire              clk,
  input  wire signed [3:0] a00, a01, a10, a11,
  input  wire signed [3:0] b00, b01, b10, b11,
  output reg  signed [8:0] c00, c01, c10, c11
);
  always @(posedge clk) begin
    c00 <= a00 * b00 + a01 * b10;
    c01 <= a00 * b01 + a01 * b11;
    c10 <= a10 * b00 + a11 * b10;
    c11 <= a10 * b01 + a11 * b11;
  end
endmodule

// Notes:
//  - C = A x B for 2x2 matrices, elements are 4-bit two's complement
//  - each product is at most 64 in magnitude (-8 x -8), the sum of two
//    products fits in 9 signed bits (range -112..128 needs 9 bits)
//  - four multiplier pairs are built in parallel, one result per clock
//  - results appear one clock after the operands are presented
//  - no reset: outputs are undefined until the first clock edge
//  - intended as a small datapath test case for synthesis and timing
//  - the multipliers are inferred with *, the tools pick the structure
//  - signedness comes from the port declarations, so no $signed is needed
//  - a pipelined variant would register the four products first
//  - element order: row index first, then column (c01 = row 0, column 1)
//  - all inputs are sampled on the same edge
//  - outputs are registered, so downstream logic sees clean values
//  - no overflow flag: the 9-bit result always holds the exact sum
