#!/bin/bash
# Generic synthesis of the BCD lap timer with hierarchy kept; reports port-width warnings and check.
cd "$(dirname "$0")"
rm -rf src logs out
mkdir -p src logs out
cp ../../designs/maple_bcd/maple_bcd.v src/
yosys -l logs/maple_synth_run.out -p "read_verilog src/maple_bcd.v; hierarchy -check -top maple_bcd; synth -top maple_bcd; check; stat; write_verilog -noattr out/maple_bcd_generic.v" > /dev/null
