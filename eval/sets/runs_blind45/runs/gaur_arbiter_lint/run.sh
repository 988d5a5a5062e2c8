#!/bin/bash
# gaur_arbiter: lint only -- iverilog -Wall elaboration (no simulation) and a yosys read + hierarchy/check pass
cd "$(dirname "$0")"
rm -rf rtl "lint~out"
mkdir -p rtl "lint~out"
cp ../../designs/gaur_arbiter/gaur_arbiter.v rtl/
iverilog -Wall -Wno-timescale -g2005 -t null -s gaur_arbiter rtl/gaur_arbiter.v > "lint~out/iverilog_wall.txt" 2>&1
yosys -l "lint~out/yosys_check.log" -p "
  read_verilog rtl/gaur_arbiter.v
  hierarchy -check -top gaur_arbiter
  proc
  opt_clean
  check -assert
" > /dev/null 2>&1
