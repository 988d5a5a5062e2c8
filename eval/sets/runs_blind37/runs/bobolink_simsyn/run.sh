#!/bin/bash
# bobolink_simsyn: simulate the GCD engine with its self-checking bench, then a generic
# (technology-independent) yosys synth to get a gate count. No liberty, no STA.
cd "$(dirname "$0")"
rm -rf src sim synth
mkdir -p src sim synth
cp ../../designs/bobolink_gcd/bobolink_gcd.v ../../designs/bobolink_gcd/bobolink_gcd_tb.v src/

# --- simulation
iverilog -g2005 -Wall -o sim/gcd_tb.vvp -s bobolink_gcd_tb src/bobolink_gcd_tb.v src/bobolink_gcd.v \
    > sim/iverilog.txt 2>&1
vvp -n sim/gcd_tb.vvp > sim/transcript.log 2>&1
rm -f sim/gcd_tb.vvp

# --- generic synthesis (yosys internal cell library)
yosys -l synth/yosys.log -p "
  read_verilog src/bobolink_gcd.v
  chparam -set W 16 bobolink_gcd
  synth -top bobolink_gcd
  stat
  write_verilog -noattr synth/bobolink_gcd_generic.v
" > /dev/null
grep -E "TEST (PASSED|FAILED)" sim/transcript.log
