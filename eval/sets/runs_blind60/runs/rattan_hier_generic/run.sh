#!/bin/bash
# generic synthesis of the ALU keeping its sub-modules, netlists in JSON and BLIF
cd "$(dirname "$0")"
rm -rf rtl netlist yosys_hier.log
mkdir -p rtl netlist
cp ../../designs/rattan_alu/rattan_alu.v rtl/
yosys -l yosys_hier.log -p "read_verilog rtl/rattan_alu.v; synth -top rattan_alu; stat; write_json netlist/rattan_alu.json; write_blif netlist/rattan_alu.blif" > /dev/null
