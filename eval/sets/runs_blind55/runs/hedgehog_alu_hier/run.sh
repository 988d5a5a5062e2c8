#!/bin/bash
# hedgehog_alu_hier: 8-bit ALU mapped to OSU035 keeping the sub-unit hierarchy
# (no flatten); Verilog + EDIF netlists, OpenSTA setup/hold on the hierarchical netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlists logs timing
mkdir -p rtl netlists logs timing
cp ../../designs/hedgehog_alu/hedgehog_alu.v ../../designs/hedgehog_alu/hedgehog_alu_units.v rtl/

yosys -l logs/yosys_hier.log -p "
read_verilog rtl/hedgehog_alu_units.v rtl/hedgehog_alu.v
hierarchy -check -top hedgehog_alu
synth -top hedgehog_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlists/hedgehog_alu_hier.v
write_edif netlists/hedgehog_alu_hier.edf
"

sta -no_init -no_splash -exit <<'TCL' > timing/alu_8ns.rpt
read_liberty $::env(OSU035_LIB)
read_verilog netlists/hedgehog_alu_hier.v
link_design hedgehog_alu
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {op* a* b*}]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
TCL
rm -f .history_sta
