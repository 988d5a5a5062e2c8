#!/bin/bash
# bison_fifo self-checking testbench with iverilog/vvp
set -e
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/bison_fifo/bison_fifo.v ../../designs/bison_fifo/bison_fifo_tb.v sim/
iverilog -g2005 -o sim/bison_fifo_tb.vvp sim/bison_fifo_tb.v sim/bison_fifo.v > sim/compile.log 2>&1
vvp -n sim/bison_fifo_tb.vvp > sim/sim.log 2>&1
