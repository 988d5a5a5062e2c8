#!/bin/bash
# corundum_generic: ALU through generic yosys synth only (no liberty); BLIF + JSON + Verilog out.
cd "$(dirname "$0")"
rm -rf rtl out.netlists logs
mkdir -p rtl out.netlists logs
cp ../../designs/corundum_alu8/corundum_alu8.v rtl/
yosys -l logs/generic_synth.log -s scripts/generic.ys > /dev/null
