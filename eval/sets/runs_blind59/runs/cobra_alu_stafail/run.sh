#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# generic (unmapped) netlist handed to OpenSTA by mistake: yosys gate cells are not in the liberty
rm -rf *.v *.log sta_attempt
mkdir -p sta_attempt
cp ../../designs/cobra_alu/cobra_alu.v .
yosys -l cobra_synth.log -p "read_verilog cobra_alu.v; synth -top cobra_alu; abc -g AND,NAND,OR,NOR,XOR,MUX; opt_clean; stat; write_verilog -noattr cobra_alu_netlist.v" > /dev/null
sta -no_init -exit > sta_attempt/sta.log 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog cobra_alu_netlist.v
link_design cobra_alu
create_clock -name vclk -period 10
set_input_delay 0 -clock vclk [all_inputs]
set_output_delay 0 -clock vclk [all_outputs]
report_checks
STA
rm -f .history_sta
