#!/bin/bash
# marmoset_lint: lint-only check of the round-robin arbiter (iverilog -Wall compile + yosys read/check, no synthesis)
cd "$(dirname "$0")"
rm -rf rtl "lint~"
mkdir -p rtl "lint~"
cp ../../designs/marmoset_arb/marmoset_arb.v rtl/
iverilog -g2005 -Wall -t null rtl/marmoset_arb.v > "lint~/iverilog_lint.txt" 2>&1
echo "iverilog exit code: $?" >> "lint~/iverilog_lint.txt"
yosys -l "lint~/yosys_check.log" -p "read_verilog rtl/marmoset_arb.v; hierarchy -check -top marmoset_arb; proc; opt_clean; check -assert"
