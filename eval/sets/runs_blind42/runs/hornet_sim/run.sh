#!/bin/bash
# hornet_sim: UART transmitter, self-checking testbench with iverilog/vvp (CLKS_PER_BIT=8), then a generic yosys synth for a size check
cd "$(dirname "$0")"
rm -rf rtl sim synth
mkdir -p rtl sim synth
cp ../../designs/hornet_uarttx/hornet_uarttx.v ../../designs/hornet_uarttx/hornet_tb.v rtl/
iverilog -g2005 -Wall -o sim/hornet_tb.vvp rtl/hornet_tb.v rtl/hornet_uarttx.v > sim/compile.log 2>&1
(cd sim && vvp -n hornet_tb.vvp > sim.log 2>&1)
yosys -l synth/yosys_generic.log -p "
  read_verilog rtl/hornet_uarttx.v
  chparam -set CLKS_PER_BIT 8 hornet_uarttx
  synth -top hornet_uarttx
  stat
  write_verilog synth/hornet_uarttx_generic.v
" > /dev/null
