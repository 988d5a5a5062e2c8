#!/bin/bash
# Lint-style pass: elaborate the flag aggregator and run Yosys check (before and after synth) to collect warnings.
set -u
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/urchin_lint/urchin_lint.v rtl/
yosys -l lint/check.log -p "
read_verilog rtl/urchin_lint.v
hierarchy -check -top urchin_lint
proc
opt_clean
check
synth -top urchin_lint
check
stat
" > /dev/null
echo "yosys exit code: $?" >> lint/check.log
