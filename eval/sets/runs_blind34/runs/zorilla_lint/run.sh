#!/bin/bash
# zorilla_debounce: pre-synthesis lint with iverilog and a yosys parse
cd "$(dirname "$0")"
rm -rf lint
mkdir -p lint
cp ../../designs/zorilla_debounce/zorilla_debounce.v lint/
cd lint
iverilog -Wall -t null zorilla_debounce.v > iverilog_lint.log 2>&1
echo "iverilog exit: $?" >> iverilog_lint.log
yosys -p "read_verilog zorilla_debounce.v; hierarchy -top zorilla_debounce; proc; check" > yosys_read.log 2>&1
echo "yosys exit: $?" >> yosys_read.log
