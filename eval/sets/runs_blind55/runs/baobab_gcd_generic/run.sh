#!/bin/bash
# baobab_gcd_generic: technology-independent synthesis of the 16-bit GCD unit
# (yosys internal gate library only, no liberty); netlist kept as JSON and BLIF.
cd "$(dirname "$0")"
rm -rf src out yosys_generic.log
mkdir -p src out
cp ../../designs/baobab_gcd/baobab_gcd.v src/

yosys -l yosys_generic.log -p "
read_verilog src/baobab_gcd.v
synth -top baobab_gcd
stat
write_json out/baobab_gcd.json
write_blif out/baobab_gcd.blif
"
