#!/bin/bash
# puma_uarttx: self-checking simulation with Icarus (6 bytes at CLKS_PER_BIT=16),
# plus a quick generic yosys synthesis of the same RTL for a cell count.
cd "$(dirname "$0")"
rm -rf rtl sim syn
mkdir -p rtl sim syn
cp ../../designs/puma_uarttx/puma_uarttx.v ../../designs/puma_uarttx/puma_uarttx_tb.v rtl/

iverilog -g2005 -Wall -o sim/puma_uarttx_tb.vvp rtl/puma_uarttx_tb.v rtl/puma_uarttx.v > sim/compile.log 2>&1
(cd sim && vvp -n puma_uarttx_tb.vvp > sim.log 2>&1)
rm -f sim/puma_uarttx_tb.vvp

yosys -l syn/yosys_generic.log -p "
read_verilog rtl/puma_uarttx.v
synth -top puma_uarttx
stat
write_verilog -noattr syn/puma_uarttx_generic.v
" > /dev/null
