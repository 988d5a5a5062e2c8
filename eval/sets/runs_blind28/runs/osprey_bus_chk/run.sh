#!/bin/bash
# osprey_bus: elaborate and run 'check -assert' before synthesis; the check fails on driver problems
cd "$(dirname "$0")"
rm -rf rtl osprey.log
mkdir -p rtl
cp ../../designs/osprey_bus/osprey_bus.v rtl/
yosys -l osprey.log -p "
read_verilog rtl/osprey_bus.v
hierarchy -check -top osprey_bus
proc
opt_clean
check -assert
synth -top osprey_bus
stat
" > /dev/null 2>&1
exit 0
