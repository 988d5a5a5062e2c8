#!/bin/bash
# flint_spi_lint: lint-only check of the SPI master (no simulation, no synthesis to gates).
# 1) iverilog elaboration with all warnings enabled, null target
# 2) yosys read + hierarchy check + proc + check -assert-free "check" pass
cd "$(dirname "$0")"
rm -rf lint_out
mkdir -p lint_out/rtl
cp ../../designs/flint_spi/flint_spi.v lint_out/rtl/
iverilog -g2012 -Wall -t null -s flint_spi lint_out/rtl/flint_spi.v > lint_out/iverilog_lint.log 2>&1
echo "iverilog exit: $?" > lint_out/status.txt
yosys -l lint_out/yosys_check.log -p "read_verilog -sv lint_out/rtl/flint_spi.v; hierarchy -check -top flint_spi; proc; opt_clean; check; stat" > /dev/null 2>&1
echo "yosys exit: $?" >> lint_out/status.txt
