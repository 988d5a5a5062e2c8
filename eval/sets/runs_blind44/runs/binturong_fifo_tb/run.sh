#!/bin/bash
# binturong_fifo: RTL simulation with the self-checking testbench, then a quick generic yosys synth for a size estimate
cd "$(dirname "$0")"
rm -rf src sim_results synth
mkdir -p src sim_results synth
cp ../../designs/binturong_fifo/binturong_fifo.v ../../designs/binturong_fifo/binturong_fifo_tb.v src/

iverilog -g2005 -Wall -o sim_results/fifo_tb.vvp -s binturong_fifo_tb src/binturong_fifo.v src/binturong_fifo_tb.v \
    2> sim_results/compile.txt
vvp -n sim_results/fifo_tb.vvp > sim_results/transcript.log 2>&1
rm -f sim_results/fifo_tb.vvp

yosys -p "read_verilog src/binturong_fifo.v; synth -top binturong_fifo; stat; write_verilog -noattr synth/binturong_fifo_generic.v" \
    > synth/yosys.log 2>&1
