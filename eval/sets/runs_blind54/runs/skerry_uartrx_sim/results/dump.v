module skerry_dump;
  initial begin
    $dumpfile("results/skerry_uartrx.vcd");
    $dumpvars(0, skerry_uartrx_tb.rxd, skerry_uartrx_tb.dut.state, skerry_uartrx_tb.dut.sh,
              skerry_uartrx_tb.dut.rx_valid, skerry_uartrx_tb.dut.rx_data, skerry_uartrx_tb.dut.bit_idx);
  end
endmodule
