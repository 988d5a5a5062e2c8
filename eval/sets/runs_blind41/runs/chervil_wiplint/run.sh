#!/bin/bash
# chervil_wiplint: lint of the work-in-progress SPI slave (chervil_spislave_wip.v, frame counter being added)
# with iverilog (compile only, no simulation) and a yosys read/hierarchy check
cd "$(dirname "$0")"
mkdir -p lint
cp ../../designs/chervil_spislave/chervil_spislave_wip.v .
iverilog -g2005 -Wall -t null chervil_spislave_wip.v > lint/iverilog.txt 2>&1
echo "iverilog exit code: $?" >> lint/iverilog.txt
yosys -l lint/yosys_read.log -p "read_verilog chervil_spislave_wip.v; hierarchy -check -top chervil_spislave_wip" > /dev/null 2>&1
echo "yosys exit code: $?"
cat lint/iverilog.txt
