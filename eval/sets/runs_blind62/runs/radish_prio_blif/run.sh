#!/bin/bash
# Priority encoder: generic yosys synth, flattened, netlist written as BLIF and Verilog
cd "$(dirname "$0")"
mkdir -p rtl yosys.d
cp ../../designs/radish_prio/radish_prio.v rtl/
yosys -l yosys.d/synth_flat.log -p "
read_verilog rtl/radish_prio.v
synth -flatten -top radish_prio
abc -g AND,NAND,OR,NOR,XOR,MUX
opt_clean
stat
write_blif yosys.d/radish_prio.blif
write_verilog -noattr yosys.d/radish_prio_syn.v
" > /dev/null
