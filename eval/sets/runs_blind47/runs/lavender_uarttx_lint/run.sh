#!/bin/bash
# UART TX lint only: iverilog -Wall compile (no simulation) at 921600 baud from 100 MHz
# (CLKS_PER_BIT=109) and at 9600 baud (CLKS_PER_BIT=10417), plus a yosys read/check pass.
cd "$(dirname "$0")"
rm -rf rtl lint_out && mkdir -p rtl lint_out
cp ../../designs/lavender_uarttx/lavender_uarttx.v rtl/
iverilog -Wall -g2005 -o /dev/null -P lavender_uarttx.CLKS_PER_BIT=109 rtl/lavender_uarttx.v > lint_out/iverilog_fast.txt 2>&1
iverilog -Wall -g2005 -o /dev/null -P lavender_uarttx.CLKS_PER_BIT=10417 rtl/lavender_uarttx.v > lint_out/iverilog_9600.txt 2>&1
yosys -l lint_out/yosys_check.log -p "
  read_verilog -DLINT rtl/lavender_uarttx.v
  chparam -set CLKS_PER_BIT 10417 lavender_uarttx
  hierarchy -check -top lavender_uarttx
  proc
  opt_clean
  check
  opt
  wreduce
  stat
" > /dev/null
