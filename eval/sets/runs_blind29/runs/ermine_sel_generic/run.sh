#!/bin/bash
# ermine_sel generic yosys synth (no liberty) to see what the incomplete if/case turns into
set -e
cd "$(dirname "$0")"
rm -rf logs src out
mkdir -p logs src out
cp ../../designs/ermine_sel/ermine_sel.v src/
yosys -l logs/ermine.log -p "
read_verilog src/ermine_sel.v
synth -top ermine_sel
stat
write_verilog -noattr out/ermine_sel_gates.v
" > /dev/null
