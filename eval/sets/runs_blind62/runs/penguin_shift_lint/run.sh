#!/bin/bash
# Lint only for the barrel shifter + registered wrapper: iverilog -Wall (null target) and yosys check
cd "$(dirname "$0")"
mkdir -p rtl lint
cp ../../designs/penguin_shift/penguin_shift.v rtl/
iverilog -g2005 -Wall -t null -s penguin_stage rtl/penguin_shift.v > lint/iverilog_wall.txt 2>&1
echo "iverilog exit $?" >> lint/iverilog_wall.txt
yosys -l lint/yosys_check.log -p "read_verilog rtl/penguin_shift.v; hierarchy -check -top penguin_stage; proc; opt_clean; check -assert" > /dev/null 2>&1
echo "yosys exit $?" >> lint/iverilog_wall.txt
