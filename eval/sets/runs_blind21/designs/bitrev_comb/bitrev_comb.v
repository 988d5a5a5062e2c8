// bitrev_comb: combinational bit/byte/nibble reversal unit with parity output, parameterized width
module bitrev_comb #(parameter W = 16) (
  input  wire [W-1:0] a,
  input  wire [1:0]   mode,
  output reg  [W-1:0] y,
  output wire         par
);
  integer i;
  reg [W-1:0] rev_bits, rev_bytes, swap_nib;
  always @(*) begin
    for (i = 0; i < W; i = i + 1)
      rev_bits[i] = a[W-1-i];
    for (i = 0; i < W/8; i = i + 1)
      rev_bytes[i*8 +: 8] = a[(W/8-1-i)*8 +: 8];
    for (i = 0; i < W/8; i = i + 1)
      swap_nib[i*8 +: 8] = {a[i*8 +: 4], a[i*8+4 +: 4]};
    case (mode)
      2'd0: y = a;
      2'd1: y = rev_bits;
      2'd2: y = rev_bytes;
      default: y = swap_nib;
    endcase
  end
  assign par = ^y;
endmodule

// Mode table:
//   mode 0 : pass-through
//   mode 1 : full bit reversal, a[0] lands on y[W-1]
//   mode 2 : byte order reversal (endianness swap), W must be a multiple of 8
//   mode 3 : nibble swap inside each byte
// par is the XOR of all output bits and is identical for every mode,
// since each mode is only a permutation of the input bits.
