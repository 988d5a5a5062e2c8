module robin_dump;
  initial begin
    $dumpfile("sim/robin.vcd");
    $dumpvars(1, robin_checksum_tb.dut);
  end
endmodule
