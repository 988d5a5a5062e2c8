#!/bin/bash
set -u
cd "$(dirname "$0")"
# bin2bcd8: generic synthesis without a liberty (no area); -p one-liner with -l log; not timed
cp ../../designs/bin2bcd8/bin2bcd8.v .
yosys -l b2b_generic.log -p "read_verilog bin2bcd8.v; synth -top bin2bcd8; stat; write_verilog -noattr bin2bcd8_generic.v" > /dev/null
echo 'yosys -l b2b_generic.log -p "read_verilog bin2bcd8.v; synth -top bin2bcd8; stat; write_verilog -noattr bin2bcd8_generic.v"' > yosys_cmd.txt
