#!/bin/bash
# pheasant_sim: GCD unit: self-checking simulation, then a generic synth for a size estimate.
cd "$(dirname "$0")"
rm -rf rtl sim synth
mkdir -p rtl sim synth
cp ../../designs/pheasant_gcd/pheasant_gcd.v ../../designs/pheasant_gcd/pheasant_gcd_tb.v rtl/
iverilog -g2005 -o sim/gcd_tb.vvp rtl/pheasant_gcd_tb.v rtl/pheasant_gcd.v > sim/compile.log 2>&1
vvp -n sim/gcd_tb.vvp > sim/sim.log 2>&1
yosys -l synth/yosys_generic.log -p "read_verilog rtl/pheasant_gcd.v; synth -top pheasant_gcd; stat" > /dev/null
