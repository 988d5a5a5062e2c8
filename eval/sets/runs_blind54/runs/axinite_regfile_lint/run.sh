#!/bin/bash
# axinite_regfile: lint only -- iverilog -Wall compile (no simulation) and a yosys read/hierarchy/check.
cd "$(dirname "$0")"
rm -rf rtl lint .history_sta
mkdir -p rtl lint
cp ../../designs/axinite_regfile/axinite_regfile.v rtl/
iverilog -g2005 -Wall -o /dev/null rtl/axinite_regfile.v > lint/iverilog_wall.txt 2>&1
echo "iverilog exit code: $?" >> lint/iverilog_wall.txt
yosys -l lint/yosys_check.log -p "
  read_verilog rtl/axinite_regfile.v
  hierarchy -check -top axinite_regfile
  proc
  opt_clean
  check
" > /dev/null
