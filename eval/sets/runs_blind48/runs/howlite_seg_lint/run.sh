#!/bin/bash
# howlite_seg_lint: lint only (no synthesis, no simulation) of the 7-segment driver: iverilog -Wall elaboration
# plus a yosys read/hierarchy/proc/check pass.
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/howlite_sevenseg/howlite_sevenseg.v rtl/

iverilog -Wall -o /dev/null rtl/howlite_sevenseg.v > lint/iverilog_lint.log 2>&1
yosys -l lint/yosys_check.log -p "
read_verilog rtl/howlite_sevenseg.v
hierarchy -check -top howlite_sevenseg
proc
check -assert
" > /dev/null 2>&1
