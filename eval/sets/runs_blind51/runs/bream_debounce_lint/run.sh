#!/bin/bash
# bream_debounce: lint only -- iverilog -Wall elaboration (no simulation) and a yosys read/hierarchy/check pass
cd "$(dirname "$0")"
rm -rf rtl "lint results"
mkdir -p rtl "lint results"
cp ../../designs/bream_debounce/bream_debounce.v rtl/
iverilog -Wall -g2005 -s bream_debounce -o /dev/null rtl/bream_debounce.v > "lint results/iverilog_lint.log" 2>&1
yosys -l "lint results/yosys_check.log" -p "
read_verilog rtl/bream_debounce.v
hierarchy -check -top bream_debounce
proc
opt_clean
check
" > /dev/null
