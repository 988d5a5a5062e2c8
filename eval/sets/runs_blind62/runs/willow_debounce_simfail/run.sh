#!/bin/bash
# Debouncer simulation with the self-checking testbench (VCD dumped for debug)
cd "$(dirname "$0")"
mkdir -p rtl simout
cp ../../designs/willow_debounce/willow_debounce.v ../../designs/willow_debounce/willow_debounce_tb.v rtl/
iverilog -g2005 -o simout/willow.vvp -s willow_debounce_tb rtl/willow_debounce.v rtl/willow_debounce_tb.v > simout/iverilog.log 2>&1
vvp -n simout/willow.vvp > simout/vvp_run.log 2>&1
rm -f simout/willow.vvp
