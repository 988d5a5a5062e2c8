#!/bin/bash
# goral_alu top read on its own (sub-module files forgotten): hierarchy -check should stop it
cd "$(dirname "$0")"
rm -rf hdl yosys.log
mkdir -p hdl
cp ../../designs/goral_alu/goral_alu.v hdl/
yosys -l yosys.log -p "read_verilog hdl/goral_alu.v; hierarchy -check -top goral_alu; synth -top goral_alu; stat" > /dev/null 2>&1
echo "yosys exit code: $?" >> yosys.log
