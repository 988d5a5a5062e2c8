#!/bin/bash
# nutmeg_adder elaborated with WIDTH=24, generic gates only (no liberty)
set -e
cd "$(dirname "$0")"
rm -rf src logs out
mkdir -p src logs out
cp ../../designs/nutmeg_adder/nutmeg_adder.v src/
yosys -l logs/yosys_synth.log -p "read_verilog src/nutmeg_adder.v; chparam -set WIDTH 24 nutmeg_adder; synth -top nutmeg_adder; stat; write_verilog -noattr out/nutmeg_adder_generic.v" > /dev/null
