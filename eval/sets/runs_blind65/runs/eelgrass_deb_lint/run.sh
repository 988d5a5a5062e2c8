#!/bin/bash
# Debouncer lint only: iverilog -Wall compile (null target) and a yosys read/proc/check pass.
cd "$(dirname "$0")"
rm -f *.log
cp ../../designs/eelgrass_debounce/eelgrass_debounce.v .
iverilog -g2005 -Wall -t null eelgrass_debounce.v > iverilog_lint.log 2>&1
yosys -l yosys_check.log -p "read_verilog eelgrass_debounce.v; hierarchy -check -top eelgrass_debounce; \
  proc; opt_clean; check -assert" > /dev/null
