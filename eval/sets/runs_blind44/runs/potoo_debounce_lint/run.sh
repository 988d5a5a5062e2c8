#!/bin/bash
# potoo_debounce: lint only (icarus -Wall elaboration + yosys read/check), no synthesis, no simulation
cd "$(dirname "$0")"
rm -rf rtl lint~out
mkdir -p rtl lint~out
cp ../../designs/potoo_debounce/potoo_debounce.v rtl/
iverilog -g2005 -Wall -o /dev/null rtl/potoo_debounce.v > lint~out/iverilog_lint.txt 2>&1
echo "iverilog exit status: $?" >> lint~out/iverilog_lint.txt
yosys -l lint~out/yosys_check.log -p "read_verilog rtl/potoo_debounce.v; hierarchy -check -top potoo_debounce; proc; opt_clean; check -assert" > /dev/null 2>&1
echo "yosys exit status: $?" >> lint~out/iverilog_lint.txt
