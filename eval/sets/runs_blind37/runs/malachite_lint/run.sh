#!/bin/bash
# malachite_lint: lint pass on the round-robin arbiter before handing it to synthesis.
# iverilog -Wall elaborates to /dev/null; yosys reads, elaborates and runs `check`. No synthesis.
cd "$(dirname "$0")"
rm -rf rtl "lint results"
mkdir -p rtl "lint results"
cp ../../designs/malachite_arbiter/malachite_arbiter.v ../../designs/malachite_arbiter/malachite_ppe.v rtl/

iverilog -Wall -g2005 -o /dev/null -s malachite_arbiter rtl/malachite_arbiter.v rtl/malachite_ppe.v \
    > "lint results/iverilog_Wall.txt" 2>&1
echo "iverilog exit: $?" >> "lint results/iverilog_Wall.txt"

yosys -l "lint results/yosys_check.log" -p "
  read_verilog rtl/malachite_ppe.v rtl/malachite_arbiter.v
  hierarchy -check -top malachite_arbiter
  proc
  opt_clean
  check
" > /dev/null
