#!/bin/bash
# eucalypt_fifo: self-checking simulation (testbench expects full after 7 writes) + generic synth
cd "$(dirname "$0")"
rm -rf rtl sim_results synth
mkdir -p rtl sim_results synth
cp ../../designs/eucalypt_fifo/eucalypt_fifo.v ../../designs/eucalypt_fifo/eucalypt_fifo_tb.v rtl/
iverilog -o sim_results/fifo_tb.vvp -s eucalypt_fifo_tb rtl/eucalypt_fifo.v rtl/eucalypt_fifo_tb.v
vvp -n sim_results/fifo_tb.vvp > sim_results/vvp_output.txt 2>&1
rm -f sim_results/fifo_tb.vvp
yosys -l synth/yosys.log -p "read_verilog rtl/eucalypt_fifo.v; synth -top eucalypt_fifo; stat" > /dev/null
