// regbank_2r1w: parameterized register bank with two asynchronous read ports and one write port
module regbank_2r1w #(
  parameter WIDTH = 8,
  parameter DEPTH = 4,
  parameter AW    = 2
) (
  input              clk,
  input              we,
  input  [AW-1:0]    waddr,
  input  [WIDTH-1:0] wdata,
  input  [AW-1:0]    raddr_a,
  input  [AW-1:0]    raddr_b,
  output [WIDTH-1:0] rdata_a,
  output [WIDTH-1:0] rdata_b,
  output             a_eq_b
);
  reg [WIDTH-1:0] regs [0:DEPTH-1];
  integer i;

  always @(posedge clk) begin
    if (we)
      regs[waddr] <= wdata;
  end

  assign rdata_a = regs[raddr_a];
  assign rdata_b = regs[raddr_b];
  assign a_eq_b  = (rdata_a == rdata_b);
endmodule
