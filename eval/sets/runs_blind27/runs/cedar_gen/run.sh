#!/bin/bash
# cedar_fsm generic synthesis only (no liberty); keeps the yosys log and a generic netlist
set -u
cd "$(dirname "$0")"
rm -rf rtl logs netlist
mkdir -p rtl logs netlist
cp ../../designs/cedar_fsm/cedar_fsm.v rtl/
yosys -l logs/cedar_fsm_synth.log -p "
read_verilog rtl/cedar_fsm.v
synth -top cedar_fsm
stat
write_verilog -noattr netlist/cedar_fsm_generic.v
" > /dev/null
