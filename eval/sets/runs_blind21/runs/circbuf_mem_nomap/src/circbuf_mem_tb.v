// testbench for circbuf_mem: fills, drains and checks order
`timescale 1ns/1ps
module circbuf_mem_tb;
  reg clk = 0, rst = 1, push = 0, pop = 0;
  reg [7:0] din = 0;
  wire [7:0] dout;
  wire full, empty;
  wire [4:0] level;
  integer i, errors;
  circbuf_mem dut (.clk(clk), .rst(rst), .push(push), .pop(pop), .din(din),
                   .dout(dout), .full(full), .empty(empty), .level(level));
  always #5 clk = ~clk;
  initial begin
    errors = 0;
    @(posedge clk); @(posedge clk); rst = 0;
    for (i = 0; i < 16; i = i + 1) begin
      @(negedge clk); push = 1; din = 8'h30 + i;
    end
    @(negedge clk); push = 0;
    if (!full) begin errors = errors + 1; $display("ERROR: buffer not full after 16 pushes, level=%0d", level); end
    for (i = 0; i < 16; i = i + 1) begin
      @(negedge clk); pop = 1;
      @(negedge clk); pop = 0;
      if (dout !== 8'h30 + i) begin
        errors = errors + 1;
        $display("ERROR: pop %0d got %h expected %h", i, dout, 8'h30 + i);
      end
    end
    if (!empty) begin errors = errors + 1; $display("ERROR: not empty at end"); end
    if (errors == 0) $display("PASS: circbuf_mem_tb 16 words in order, %0d errors", errors);
    else $display("FAIL: circbuf_mem_tb %0d errors", errors);
    $finish;
  end
endmodule
