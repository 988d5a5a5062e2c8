#!/bin/bash
# generic synth of the Gray counter, netlist handed over as EDIF and Verilog
cd "$(dirname "$0")"
rm -rf rtl handoff nori.log
mkdir -p rtl handoff
cp ../../designs/nori_gray/nori_gray.v rtl/
yosys -l nori.log -p "read_verilog rtl/nori_gray.v; synth -top nori_gray; stat; write_edif handoff/nori_gray.edf; write_verilog -noattr handoff/nori_gray_syn.v" > /dev/null
