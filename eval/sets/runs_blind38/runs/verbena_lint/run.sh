#!/bin/bash
# verbena_lint: lint-only check of the button debouncer before it goes into the board top:
# Icarus compile with all warnings (no simulation) and a yosys read/elaborate/check pass.
cd "$(dirname "$0")"
rm -rf src lint
mkdir -p src lint
cp ../../designs/verbena_debounce/verbena_debounce.v src/

iverilog -g2005 -Wall -Wimplicit -o /dev/null src/verbena_debounce.v > lint/iverilog_lint.log 2>&1
echo "iverilog exit status: $?" >> lint/iverilog_lint.log

yosys -l lint/yosys_lint.log -p "
read_verilog -sv src/verbena_debounce.v
hierarchy -check -top verbena_debounce
proc
check -assert
" > /dev/null
echo "yosys exit status: $?" >> lint/yosys_lint.log
