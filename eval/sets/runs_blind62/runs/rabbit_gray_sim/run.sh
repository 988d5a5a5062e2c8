#!/bin/bash
# Gray counter: self-checking simulation with Icarus, then a generic yosys synth for a size check
cd "$(dirname "$0")"
mkdir -p rtl sim
cp ../../designs/rabbit_gray/rabbit_gray.v ../../designs/rabbit_gray/rabbit_gray_tb.v rtl/
iverilog -g2005 -o sim/rabbit_gray.vvp rtl/rabbit_gray.v rtl/rabbit_gray_tb.v > sim/compile.log 2>&1
vvp -n sim/rabbit_gray.vvp > sim/sim.log 2>&1
rm -f sim/rabbit_gray.vvp
yosys -l synth.log -p "read_verilog rtl/rabbit_gray.v; synth -top rabbit_gray; stat" > /dev/null
