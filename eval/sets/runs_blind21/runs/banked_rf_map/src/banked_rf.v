// banked_rf: 8-entry x 8-bit register file with two asynchronous read ports and one write port
module banked_rf (
  input  wire       clk,
  input  wire       we,
  input  wire [2:0] waddr,
  input  wire [7:0] wdata,
  input  wire [2:0] raddr_a,
  input  wire [2:0] raddr_b,
  output wire [7:0] rdata_a,
  output wire [7:0] rdata_b,
  output reg  [7:0] sum_q
);
  reg [7:0] regs [0:7];
  always @(posedge clk)
    if (we && waddr != 3'd0) regs[waddr] <= wdata;   // entry 0 is hard-wired zero

  assign rdata_a = (raddr_a == 3'd0) ? 8'd0 : regs[raddr_a];
  assign rdata_b = (raddr_b == 3'd0) ? 8'd0 : regs[raddr_b];

  // registered sum of both read ports, used as a small ALU result
  always @(posedge clk) sum_q <= rdata_a + rdata_b;
endmodule

// Usage notes:
//  - writes happen on the rising edge of clk when we=1; waddr=0 is ignored
//  - both read ports are combinational, so raddr_a/raddr_b to rdata_a/rdata_b
//    is a pure mux path (8:1 per bit) that adds to whatever drives the address
//  - sum_q registers rdata_a + rdata_b, so the address-to-sum path is the
//    longest register-to-register path in this block
//  - entry 0 reads as zero, like a RISC x0 register
