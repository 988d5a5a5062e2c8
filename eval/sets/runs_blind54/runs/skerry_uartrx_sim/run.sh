#!/bin/bash
# skerry_uartrx: self-checking UART receive simulation (5 bytes at 115200 baud), with VCD dump.
cd "$(dirname "$0")"
rm -rf src results .history_sta
mkdir -p src results
cp ../../designs/skerry_uartrx/skerry_uartrx.v ../../designs/skerry_uartrx/skerry_uartrx_tb.v src/
cat > results/dump.v <<'V'
module skerry_dump;
  initial begin
    $dumpfile("results/skerry_uartrx.vcd");
    $dumpvars(0, skerry_uartrx_tb.rxd, skerry_uartrx_tb.dut.state, skerry_uartrx_tb.dut.sh,
              skerry_uartrx_tb.dut.rx_valid, skerry_uartrx_tb.dut.rx_data, skerry_uartrx_tb.dut.bit_idx);
  end
endmodule
V
iverilog -Wall -o results/skerry.vvp -s skerry_uartrx_tb -s skerry_dump \
    src/skerry_uartrx_tb.v src/skerry_uartrx.v results/dump.v > results/compile.log 2>&1
vvp -n results/skerry.vvp > results/sim.log 2>&1
