#!/bin/bash
# Button debouncer: lint only (Icarus -Wall compile to /dev/null, yosys read + hierarchy + check).
cd "$(dirname "$0")"
rm -rf rtl lint.d
mkdir -p rtl lint.d
cp ../../designs/tarn_debounce/tarn_debounce.v rtl/
iverilog -Wall -o /dev/null rtl/tarn_debounce.v > lint.d/iverilog_wall.txt 2>&1
yosys -l lint.d/yosys_check.log -p "
  read_verilog rtl/tarn_debounce.v
  hierarchy -check -top tarn_debounce
  proc
  check
" > /dev/null
