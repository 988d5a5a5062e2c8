#!/bin/bash
# Lint check of the work-in-progress CPOL edit of the SPI master (iverilog compile + yosys read)
cd "$(dirname "$0")"
mkdir -p src lint_out
cp ../../designs/mantis_spi/mantis_spi_wip.v src/
iverilog -g2005 -Wall -t null src/mantis_spi_wip.v > lint_out/iverilog.txt 2>&1
echo "iverilog exit code: $?" >> lint_out/iverilog.txt
yosys -l lint_out/yosys_read.log -p "read_verilog src/mantis_spi_wip.v; hierarchy -check -top mantis_spi_wip; proc; check" > /dev/null 2>&1
echo "yosys exit code: $?" > lint_out/status.txt
