#!/bin/bash
# Gray counter: self-checking simulation (Icarus, -g2012) + a generic yosys synth.
cd "$(dirname "$0")"
rm -rf rtl tb sim syn
mkdir -p rtl tb sim syn
cp ../../designs/cumin_graycnt/cumin_graycnt.v rtl/
cp ../../designs/cumin_graycnt/cumin_graycnt_tb.v tb/
iverilog -g2012 -o sim/cumin_tb.vvp tb/cumin_graycnt_tb.v rtl/cumin_graycnt.v > sim/compile.log 2>&1
vvp -n sim/cumin_tb.vvp > sim/transcript.log 2>&1
yosys -l syn/generic.log -p "
read_verilog rtl/cumin_graycnt.v
synth -top cumin_graycnt
stat
write_json syn/cumin_graycnt.json
"
