#!/usr/bin/env bash
# sidebus_chk: lint-style generic synthesis of the side-band return mux with explicit check passes
set -u
cd "$(dirname "$0")"

rm -rf rtl reports
mkdir -p rtl reports
cp ../../designs/sidebus_mux/sidebus_mux.v rtl/

yosys -l reports/yosys_check.log -p "
read_verilog rtl/sidebus_mux.v;
hierarchy -top sidebus_mux;
proc;
check;
opt;
synth -top sidebus_mux;
check;
tee -o reports/stat_generic.txt stat;
write_verilog -noattr reports/sidebus_mux_gates.v
" > /dev/null
echo "yosys exit: $?"
