#!/bin/bash
# steppe_debounce: lint only (iverilog -Wall elaboration + yosys read/proc/check), no synthesis, no sim
set -u
cd "$(dirname "$0")"
mkdir -p rtl lint_out
cp ../../designs/steppe_debounce/steppe_debounce.v rtl/
iverilog -g2005 -Wall -o /dev/null rtl/steppe_debounce.v > lint_out/iverilog_lint.log 2>&1
echo "iverilog exit: $?" >> lint_out/iverilog_lint.log
yosys -l lint_out/yosys_check.log -p "
  read_verilog rtl/steppe_debounce.v
  hierarchy -check -top steppe_debounce
  proc
  opt_clean
  check
" > /dev/null
