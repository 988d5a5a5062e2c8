#!/bin/bash
# vellum_bus: elaborate and run check -assert before synthesis (lint gate in the regression)
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/vellum_bus/vellum_bus.v rtl/

yosys -l lint/vellum_check.log -p "
read_verilog rtl/vellum_bus.v
hierarchy -check -top vellum_bus
proc
opt_clean
check -assert
synth -top vellum_bus
write_verilog lint/vellum_bus_synth.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > lint/exit_status.txt
