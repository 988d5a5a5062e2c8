#!/bin/bash
# barracuda_sim: UART TX against a bit-level receiver model (Icarus Verilog)
cd "$(dirname "$0")"
rm -rf tb rtl sim.log barracuda.vvp
mkdir -p tb rtl
cp ../../designs/barracuda_uarttx/barracuda_uarttx.v rtl/
cp ../../designs/barracuda_uarttx/barracuda_tb.v tb/
iverilog -g2005 -Wall -o barracuda.vvp tb/barracuda_tb.v rtl/barracuda_uarttx.v > compile.log 2>&1
vvp -n barracuda.vvp > sim.log 2>&1
rm -f barracuda.vvp
