#!/bin/bash
# saola_tbfail: simulate the push-button debouncer (STABLE_CYCLES=20) with its self-checking testbench
cd "$(dirname "$0")"
mkdir -p sim_out
cp ../../designs/saola_debounce/saola_debounce.v ../../designs/saola_debounce/saola_debounce_tb.v .
iverilog -g2005 -o sim_out/saola.vvp saola_debounce_tb.v saola_debounce.v > sim_out/compile.log 2>&1
vvp -n sim_out/saola.vvp > sim_out/transcript.log 2>&1
tail -2 sim_out/transcript.log
