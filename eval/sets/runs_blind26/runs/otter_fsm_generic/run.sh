#!/bin/bash
# Generic (technology-independent) Yosys synthesis of the frame-header FSM, plus a check pass.
set -u
cd "$(dirname "$0")"
rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/otter_fsm/otter_fsm.v rtl/
yosys -l logs/yosys.log -p "
read_verilog rtl/otter_fsm.v
synth -top otter_fsm
check
stat
write_verilog -noattr out/otter_fsm_generic.v
" > /dev/null
echo "yosys exit code: $?" > logs/exit_code.txt
