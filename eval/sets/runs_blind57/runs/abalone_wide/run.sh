#!/bin/bash
# abalone_wide: same FIFO, 32 entries x 16 bits (chparam), generic yosys gates only, JSON netlist for the viewer
cd "$(dirname "$0")"
rm -rf rtl out synth_w16_d32.log
mkdir -p rtl out
cp ../../designs/abalone_fifo/abalone_fifo.v rtl/

yosys -l synth_w16_d32.log -p "
read_verilog rtl/abalone_fifo.v
chparam -set WIDTH 16 -set DEPTH_LOG2 5 abalone_fifo
synth -top abalone_fifo
stat
write_json out/abalone_fifo_w16_d32.json
" > /dev/null
