#!/bin/bash
# oriole_rx generic synthesis with FSM extraction; netlist written as Verilog and JSON
set -e
cd "$(dirname "$0")"
rm -rf work results
mkdir -p work results
cp ../../designs/oriole_rx/oriole_rx.v work/

cat > work/synth_oriole.ys <<YS
read_verilog work/oriole_rx.v
hierarchy -check -top oriole_rx
proc
opt
fsm -export
memory
opt
techmap
opt
abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX
opt_clean
stat
write_verilog -noattr results/oriole_rx_gates.v
write_json results/oriole_rx.json
YS
yosys -l results/oriole_synth.log -s work/synth_oriole.ys > /dev/null
