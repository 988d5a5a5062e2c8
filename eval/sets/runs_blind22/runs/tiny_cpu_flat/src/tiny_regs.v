// tiny_regs: 4 x 8-bit register file for tiny_cpu, synchronous write, asynchronous read
module tiny_regs (
  input            clk,
  input            we,
  input      [1:0] addr,
  input      [7:0] d,
  output     [7:0] q
);
  reg [7:0] r0, r1, r2, r3;
  always @(posedge clk) begin
    if (we) begin
      case (addr)
        2'd0: r0 <= d;
        2'd1: r1 <= d;
        2'd2: r2 <= d;
        2'd3: r3 <= d;
      endcase
    end
  end
  assign q = (addr == 2'd0) ? r0 : (addr == 2'd1) ? r1 : (addr == 2'd2) ? r2 : r3;
endmodule
