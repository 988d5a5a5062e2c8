#!/bin/bash
# llama_arb_lint: lint only for the round-robin arbiter: Icarus compile with all warnings
# (null target, nothing simulated) and a yosys read/elaborate/check pass. No synthesis.
cd "$(dirname "$0")"
rm -rf rtl lint.d
mkdir -p rtl lint.d
cp ../../designs/llama_arb/llama_arb.v rtl/

iverilog -g2005 -Wall -t null rtl/llama_arb.v > lint.d/iverilog.log 2>&1
echo "iverilog rc=$?" >> lint.d/iverilog.log

yosys -l lint.d/yosys_check.log -p "
read_verilog -sv rtl/llama_arb.v
hierarchy -check -top llama_arb
proc
opt_clean
check -assert
"
