#!/bin/bash
# 16-bit ALU: technology-independent synth only (yosys internal gates), BLIF and EDIF netlists.
cd "$(dirname "$0")"
rm -rf src gen && mkdir -p src gen
cp ../../designs/drumlin_alu/drumlin_alu.v src/
yosys -l gen/alu_generic.log -p "
  read_verilog src/drumlin_alu.v
  synth -top drumlin_alu
  stat
  write_blif gen/drumlin_alu.blif
  write_edif gen/drumlin_alu.edif
" > /dev/null
