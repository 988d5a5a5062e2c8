#!/bin/bash
# oryx_div: self-checking simulation with Icarus (87 divisions incl. divide-by-zero)
set -u
cd "$(dirname "$0")"
mkdir -p rtl tb sim
cp ../../designs/oryx_div/oryx_div.v rtl/
cp ../../designs/oryx_div/oryx_div_tb.v tb/
iverilog -g2012 -Wall -o sim/oryx_div_tb.vvp -s oryx_div_tb rtl/oryx_div.v tb/oryx_div_tb.v > sim/compile.log 2>&1
cd sim && vvp -n oryx_div_tb.vvp > sim.log 2>&1
