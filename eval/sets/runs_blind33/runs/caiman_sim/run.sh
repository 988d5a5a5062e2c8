#!/bin/bash
# FIFO: self-checking simulation with Icarus Verilog
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/caiman_fifo/caiman_fifo.v ../../designs/caiman_fifo/caiman_tb.v sim/
cd sim
iverilog -g2005 -Wall -o caiman_tb.vvp caiman_tb.v caiman_fifo.v > compile.log 2>&1
vvp -n caiman_tb.vvp > sim.log 2>&1
