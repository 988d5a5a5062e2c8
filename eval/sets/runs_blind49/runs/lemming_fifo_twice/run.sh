#!/bin/bash
# lemming_fifo synthesised twice (generic yosys gates): DEPTH=4 vs DEPTH=16, WIDTH=8, JSON netlists
set -u
cd "$(dirname "$0")"
mkdir -p rtl logs out
cp ../../designs/lemming_fifo/lemming_fifo.v rtl/
for D in 4 16; do
  DD=$(printf %02d $D)
  yosys -l logs/lemming_fifo_depth${DD}.log -p "
    read_verilog rtl/lemming_fifo.v
    chparam -set DEPTH $D -set WIDTH 8 lemming_fifo
    synth -top lemming_fifo
    stat
    write_json out/lemming_fifo_d${DD}.json
  " > /dev/null
done
