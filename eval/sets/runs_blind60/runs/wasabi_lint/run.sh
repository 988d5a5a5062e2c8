#!/bin/bash
# lint only: iverilog -Wall elaboration and a yosys read/hierarchy check of the SPI master
cd "$(dirname "$0")"
rm -rf src lint_results
mkdir -p src lint_results
cp ../../designs/wasabi_spim/wasabi_spim.v src/
iverilog -t null -Wall -g2005 src/wasabi_spim.v > lint_results/iverilog.log 2>&1
echo "iverilog exit code: $?" >> lint_results/iverilog.log
yosys -l lint_results/yosys_read.log -p "read_verilog -sv src/wasabi_spim.v; hierarchy -check -top wasabi_spim; proc; check -assert" > /dev/null
