#!/bin/bash
# Generic synthesis of the 32x8 parity RAM; shows how Yosys handles the memory.
cd "$(dirname "$0")"
rm -rf build
mkdir -p build/rtl
cp ../../designs/dune_ram/dune_ram.v build/rtl/
cd build
yosys -p "read_verilog rtl/dune_ram.v; synth -top dune_ram; tee -o stat.txt stat; write_verilog -noattr dune_ram_syn.v" > yosys.log 2>&1
