#!/bin/bash
# vervet_lint: elaborate, then 'check -assert' as a lint gate before synthesis
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/vervet_lint/vervet_lint.v rtl/
yosys -l lint/vervet_lint_check.log -p "
read_verilog rtl/vervet_lint.v
hierarchy -check -top vervet_lint
proc
opt_clean
check -assert
synth -top vervet_lint
stat
" > /dev/null 2>&1
