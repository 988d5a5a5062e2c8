#!/bin/bash
# stoat_lint: lint only, no synthesis to gates. iverilog -Wall elaboration plus a yosys read/hierarchy/check.
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/stoat_timer/stoat_timer.v rtl/
iverilog -Wall -g2005 -o /dev/null rtl/stoat_timer.v > lint/iverilog_wall.log 2>&1
yosys -l lint/yosys_check.log -p "read_verilog rtl/stoat_timer.v; hierarchy -check -top stoat_timer; proc; opt_clean; check" > /dev/null
