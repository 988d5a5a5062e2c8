#!/bin/bash
# thistle_lint: lint-only pass over the pad mux: iverilog -Wall (no simulation) and a yosys
# read + hierarchy check; no synthesis.
cd "$(dirname "$0")"
rm -rf rtl lint~out
mkdir -p rtl lint~out
cp ../../designs/thistle_padmux/thistle_padmux.v rtl/
iverilog -Wall -o /dev/null rtl/thistle_padmux.v > lint~out/iverilog_wall.txt 2>&1
yosys -l lint~out/yosys_check.log -p "
  read_verilog rtl/thistle_padmux.v
  hierarchy -check -top thistle_padmux
  proc
  check
" > /dev/null
