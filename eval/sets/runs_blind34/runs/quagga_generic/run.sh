#!/bin/bash
# quagga_fifo: technology-independent synthesis (yosys internal cells), memory kept vs. mapped to flops
cd "$(dirname "$0")"
rm -rf work
mkdir -p work
cp ../../designs/quagga_fifo/quagga_fifo.v work/
cd work
yosys -q -l fifo_synth.log -p "read_verilog quagga_fifo.v; synth -top quagga_fifo -run begin:fine; stat; tee -o stat_mem.txt stat; synth -top quagga_fifo -run fine:; stat; write_json quagga_fifo.json; write_blif quagga_fifo.blif"
