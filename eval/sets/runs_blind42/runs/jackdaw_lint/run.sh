#!/bin/bash
# jackdaw_lint: lint only for the Gray counter: iverilog -Wall compile to /dev/null, then yosys read + hierarchy -check + proc + check
cd "$(dirname "$0")"
rm -rf src lint
mkdir -p src lint
cp ../../designs/jackdaw_gray/jackdaw_gray.v src/
iverilog -Wall -g2005 -o /dev/null src/jackdaw_gray.v > lint/iverilog_wall.txt 2>&1
echo "iverilog exit status: $?" >> lint/iverilog_wall.txt
yosys -l lint/yosys_check.log -p "
  read_verilog src/jackdaw_gray.v
  hierarchy -check -top jackdaw_gray
  proc
  opt_clean
  check
" > /dev/null
