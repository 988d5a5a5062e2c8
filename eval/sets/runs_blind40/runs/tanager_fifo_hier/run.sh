#!/bin/bash
# tanager_fifo: generic yosys synthesis keeping the hierarchy (no flatten); netlists as JSON and BLIF.
cd "$(dirname "$0")"
rm -rf log.d nl.out rtl
mkdir -p log.d nl.out rtl
cp ../../designs/tanager_fifo/tanager_fifo.v rtl/

yosys -l log.d/yosys_hier.log -p "
read_verilog rtl/tanager_fifo.v
hierarchy -check -top tanager_fifo
synth -top tanager_fifo
stat
write_json nl.out/tanager_fifo.json
write_blif nl.out/tanager_fifo.blif
" > /dev/null
