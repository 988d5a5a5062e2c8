#!/bin/bash
# FIFO, generic synth keeping the hierarchy (chalcedony_ptr / chalcedony_mem stay separate modules).
cd "$(dirname "$0")"
rm -rf "build (hier)"
mkdir -p "build (hier)"
cp ../../designs/chalcedony_fifo/chalcedony_fifo.v "build (hier)/"
cd "build (hier)"
yosys -l synth_hier.log -p "read_verilog chalcedony_fifo.v; synth -top chalcedony_fifo; stat; \
  write_verilog -noattr fifo_hier_netlist.v" > /dev/null
