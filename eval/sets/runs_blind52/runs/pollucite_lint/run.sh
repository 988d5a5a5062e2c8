#!/bin/bash
# Lint only for the LFSR scrambler: iverilog -Wall elaboration plus a yosys read/check pass.
# Nothing is synthesised or simulated.
cd "$(dirname "$0")"
mkdir -p rtl "lint-results"
cp ../../designs/pollucite_lfsr/pollucite_lfsr.v rtl/
iverilog -Wall -o /dev/null rtl/pollucite_lfsr.v > lint-results/iverilog_wall.log 2>&1
yosys -l lint-results/yosys_check.log -p "
read_verilog rtl/pollucite_lfsr.v
hierarchy -check -top pollucite_lfsr
proc
opt_clean
check
" > /dev/null
