#!/bin/bash
# zamia_parity_lint: lint only for the parity generator/checker (iverilog -Wall, yosys read + hierarchy + check)
cd "$(dirname "$0")"
rm -rf rtl lint~out
mkdir -p rtl lint~out
cp ../../designs/zamia_parity/zamia_parity.v rtl/
iverilog -Wall -t null rtl/zamia_parity.v > lint~out/iverilog_wall.log 2>&1
yosys -l lint~out/yosys_check.log -p "read_verilog rtl/zamia_parity.v; hierarchy -check -top zamia_parity; proc; check -assert; stat" > /dev/null 2>&1
