#!/bin/bash
# ocotillo_tbhier: FIFO regression (self-checking testbench in Icarus) followed by a generic,
# hierarchy-preserving yosys synth; netlist kept as JSON for the viewer.
cd "$(dirname "$0")"
rm -rf rtl tb sim synth
mkdir -p rtl tb sim synth
cp ../../designs/ocotillo_fifo/ocotillo_fifo.v rtl/
cp ../../designs/ocotillo_fifo/ocotillo_fifo_tb.v tb/

# --- simulation
iverilog -g2005 -Wall -o sim/fifo_tb.vvp tb/ocotillo_fifo_tb.v rtl/ocotillo_fifo.v > sim/compile.log 2>&1
vvp -n sim/fifo_tb.vvp > sim/fifo_tb.log 2>&1

# --- synthesis (generic gates, hierarchy kept)
yosys -l synth/yosys_synth.log -p "
read_verilog rtl/ocotillo_fifo.v
synth -top ocotillo_fifo
stat
write_json synth/ocotillo_fifo.json
write_verilog -noattr synth/ocotillo_fifo_gen.v
" > /dev/null
