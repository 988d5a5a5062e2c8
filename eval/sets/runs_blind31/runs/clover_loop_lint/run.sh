#!/bin/bash
# clover_loop: lint gate: proc, then 'check -assert' before synthesis; netlist only written if the gate passes
cd "$(dirname "$0")"
rm -rf rtl lint
mkdir -p rtl lint
cp ../../designs/clover_loop/clover_loop.v rtl/
yosys -l lint/clover_gate.log -p "
read_verilog rtl/clover_loop.v
hierarchy -check -top clover_loop
proc
opt_clean
check -assert
synth -top clover_loop -flatten
write_verilog -noattr lint/clover_loop_net.v
" > /dev/null 2>&1
echo "yosys returned $?" > lint/status.txt
