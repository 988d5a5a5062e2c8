#!/bin/bash
# ibisbill_arb: lint only - iverilog -Wall elaboration (no simulation) and a yosys read + hierarchy check
cd "$(dirname "$0")"
rm -rf rtl lint.d
mkdir -p rtl lint.d
cp ../../designs/ibisbill_arb/ibisbill_arb.v rtl/
iverilog -Wall -t null -s ibisbill_arb rtl/ibisbill_arb.v > lint.d/iverilog_lint.txt 2>&1
echo "iverilog exit: $?" >> lint.d/iverilog_lint.txt
yosys -l lint.d/yosys_read.log -p "read_verilog -sv rtl/ibisbill_arb.v; hierarchy -check -top ibisbill_arb; proc; check -assert" > /dev/null 2>&1
echo "yosys exit: $?" >> lint.d/yosys_read.log
