#!/bin/bash
# hyena_loop: structural checks before synthesis (check -assert stops the flow on any problem)
cd "$(dirname "$0")"
rm -rf chk
mkdir -p chk
cp ../../designs/hyena_loop/hyena_loop.v chk/
yosys -l chk/hyena_check.log -p "
read_verilog chk/hyena_loop.v
hierarchy -top hyena_loop
proc
opt_clean
check -assert
synth -top hyena_loop
write_verilog -noattr chk/hyena_loop_net.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > chk/exit_status.txt
