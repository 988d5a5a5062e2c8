// tb_rle_enc: sends AAAB then flush, checks the two emitted pairs
`timescale 1ns/1ps
module tb_rle_enc;
  reg clk = 0, rst = 1, vld = 0, fl = 0;
  reg [7:0] sym = 0;
  wire ov; wire [7:0] os; wire [3:0] ol;
  integer npairs = 0, errors = 0;
  rle_enc dut (.clk(clk), .rst(rst), .in_vld(vld), .in_sym(sym), .flush(fl),
               .out_vld(ov), .out_sym(os), .out_len(ol));
  always #5 clk = ~clk;
  always @(posedge clk) if (ov) begin
    npairs = npairs + 1;
    $display("pair %0d: sym=%h len=%0d", npairs, os, ol);
    if (npairs == 1 && (os !== 8'h41 || ol !== 4'd3)) errors = errors + 1;
    if (npairs == 2 && (os !== 8'h42 || ol !== 4'd1)) errors = errors + 1;
  end
  task send(input [7:0] s); begin sym = s; vld = 1; @(posedge clk); #1; vld = 0; end endtask
  initial begin
    #12 rst = 0;
    @(posedge clk); #1;
    send(8'h41); send(8'h41); send(8'h41); send(8'h42);
    fl = 1; @(posedge clk); #1; fl = 0;
    @(posedge clk); #1; @(posedge clk); #1;
    if (npairs == 2 && errors == 0) $display("PASS: %0d pairs ok", npairs);
    else $display("FAIL: pairs=%0d errors=%0d", npairs, errors);
    $finish;
  end
endmodule
