#!/bin/bash
# Lint only (no synthesis, no simulation): iverilog -Wall compile to /dev/null, then a yosys read + hierarchy check.
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/tamarin_rrarb/tamarin_rrarb.v rtl/
iverilog -Wall -o /dev/null rtl/tamarin_rrarb.v > lint/iverilog_wall.log 2>&1
yosys -l lint/yosys_check.log -p "
read_verilog rtl/tamarin_rrarb.v
hierarchy -check -top tamarin_rrarb
proc
check
"
