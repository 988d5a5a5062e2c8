#!/bin/bash
# upland_arb lint only: Icarus -Wall elaboration (no output) and a yosys read/hierarchy/check.
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/upland_arb/upland_arb.v rtl/
iverilog -Wall -t null -s upland_arb rtl/upland_arb.v > lint/iverilog_wall.txt 2>&1
echo "iverilog exit code: $?" >> lint/iverilog_wall.txt
yosys -l lint/yosys_check.log -p "
read_verilog rtl/upland_arb.v
hierarchy -check -top upland_arb
proc
opt_clean
check
" > /dev/null
