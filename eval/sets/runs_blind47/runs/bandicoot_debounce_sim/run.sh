#!/bin/bash
# Debouncer: Icarus Verilog simulation with the self-checking testbench (VCD dump kept off).
cd "$(dirname "$0")"
rm -rf tb rtl sim_out && mkdir -p tb rtl sim_out
cp ../../designs/bandicoot_debounce/bandicoot_debounce.v rtl/
cp ../../designs/bandicoot_debounce/bandicoot_debounce_tb.v tb/
iverilog -g2005 -Wall -o sim_out/debounce.vvp -s bandicoot_debounce_tb rtl/bandicoot_debounce.v tb/bandicoot_debounce_tb.v > sim_out/compile.log 2>&1
vvp -n sim_out/debounce.vvp > sim_out/sim.log 2>&1
