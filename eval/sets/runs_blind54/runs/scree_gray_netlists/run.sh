#!/bin/bash
# scree_gray: generic yosys synth only (no liberty), netlist written as Verilog, BLIF, EDIF and JSON.
cd "$(dirname "$0")"
rm -rf src out.netlists yosys_generic.log .history_sta
mkdir -p src out.netlists
cp ../../designs/scree_gray/scree_gray.v src/
yosys -l yosys_generic.log -s scripts/generic.ys > /dev/null
