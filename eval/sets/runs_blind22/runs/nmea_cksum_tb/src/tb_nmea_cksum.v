// tb_nmea_cksum: feeds "$GPGLL,49*" and compares the checksum with the XOR reference
`timescale 1ns/1ps
module tb_nmea_cksum;
  reg clk = 0, rst = 1, vld = 0;
  reg [7:0] b;
  wire [7:0] ck;
  wire rdy;
  reg [8*10-1:0] msg = "$GPGLL,49*";
  reg [7:0] ref_ck;
  integer i, errors;

  nmea_cksum dut (.clk(clk), .rst(rst), .byte_vld(vld), .byte_in(b), .cksum(ck), .ready(rdy));
  always #5 clk = ~clk;

  initial begin
    errors = 0;
    ref_ck = 8'h00;
    #12 rst = 0;
    for (i = 9; i >= 0; i = i - 1) begin
      b = msg[i*8 +: 8];
      if (i < 9 && i > 0) ref_ck = ref_ck ^ b;
      vld = 1;
      @(posedge clk); #1;
    end
    vld = 0;
    @(posedge clk); #1;
    if (!rdy) begin
      $display("ERROR: ready never asserted");
      errors = errors + 1;
    end
    if (ck !== ref_ck) begin
      $display("ERROR: checksum mismatch got 0x%02h expected 0x%02h", ck, ref_ck);
      errors = errors + 1;
    end
    if (errors == 0) $display("PASS: checksum 0x%02h", ck);
    else             $display("FAIL: %0d error(s)", errors);
    $finish;
  end
endmodule
