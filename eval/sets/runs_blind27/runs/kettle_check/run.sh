#!/bin/bash
# kettle_bus: generic synthesis followed by 'check -assert', which turns any reported problem into a hard error
set -u
cd "$(dirname "$0")"
rm -rf rtl reports kettle.log
mkdir -p rtl reports
cp ../../designs/kettle_bus/kettle_bus.v rtl/
yosys -l kettle.log -p "
read_verilog rtl/kettle_bus.v
proc
opt_clean
tee -o reports/check_after_proc.txt check
synth -top kettle_bus
tee -o reports/stat_generic.txt stat
check -assert
write_verilog -noattr reports/kettle_bus_gen.v
" > /dev/null 2>&1
echo "exit=$?" > reports/exit_code
