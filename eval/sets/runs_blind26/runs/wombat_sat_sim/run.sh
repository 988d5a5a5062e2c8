#!/bin/bash
# Icarus simulation of the saturating adder/subtractor against a behavioural reference in the testbench.
set -u
cd "$(dirname "$0")"
rm -rf rtl tb out
mkdir -p rtl tb out
cp ../../designs/wombat_sat/wombat_sat.v rtl/
cp ../../designs/wombat_sat/wombat_sat_tb.v tb/
iverilog -g2012 -o out/wombat.vvp -s wombat_sat_tb rtl/wombat_sat.v tb/wombat_sat_tb.v 2> out/iverilog.err
vvp -n out/wombat.vvp > out/simulate.txt 2>&1
