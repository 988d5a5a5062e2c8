#!/bin/bash
# burdock_lint: lint-only run of the round-robin arbiter: iverilog -Wall compile (no sim) and yosys
# read + proc + check (multiple drivers, undriven/unused signals); nothing is synthesised
cd "$(dirname "$0")"
mkdir -p _lint.d
cp ../../designs/burdock_rrarb/burdock_rrarb.v .
iverilog -g2005 -Wall -Wimplicit -o /dev/null burdock_rrarb.v > _lint.d/iverilog_wall.txt 2>&1
yosys -l _lint.d/yosys_check.log -p "
  read_verilog burdock_rrarb.v
  hierarchy -check -top burdock_rrarb
  proc
  opt_clean
  check
" > /dev/null 2>&1
echo "iverilog: $(grep -ci warning _lint.d/iverilog_wall.txt) warning line(s); yosys: $(grep -c '^Warning' _lint.d/yosys_check.log) warning line(s)"
