#!/bin/bash
# Try the work-in-progress popcount rewrite: iverilog compile, then yosys generic synth.
cd "$(dirname "$0")"
mkdir -p rtl
cp ../../designs/zincite_popcnt/zincite_popcnt_wip.v rtl/
iverilog -o /dev/null rtl/zincite_popcnt_wip.v > compile_wip.log 2>&1
yosys -l synth_wip.log -p "
read_verilog rtl/zincite_popcnt_wip.v
synth -top zincite_popcnt_wip
stat
write_verilog -noattr zincite_popcnt_wip_gen.v
" > /dev/null
