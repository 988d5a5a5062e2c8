#!/bin/bash
# pyrite_afifo: two-clock simulation (100 MHz write, ~37 MHz read), 20 bytes, VCD kept for debug
cd "$(dirname "$0")"
rm -rf tb results
mkdir -p tb results
cp ../../designs/pyrite_afifo/pyrite_afifo.v ../../designs/pyrite_afifo/pyrite_afifo_tb.v tb/
iverilog -g2005 -Wall -s pyrite_afifo_tb -o results/afifo.vvp tb/pyrite_afifo_tb.v tb/pyrite_afifo.v > results/build.log 2>&1
vvp -n results/afifo.vvp > results/afifo_run.txt 2>&1
