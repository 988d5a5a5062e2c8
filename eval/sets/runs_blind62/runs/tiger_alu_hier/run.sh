#!/bin/bash
# ALU kept hierarchical (tiger_alu / tiger_addsub / tiger_fa), mapped to OSU035, Verilog + BLIF out, STA at 8 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl out~hier
cp ../../designs/tiger_alu/tiger_alu.v ../../designs/tiger_alu/tiger_addsub.v rtl/
yosys -l out~hier/yosys.log -p "
read_verilog rtl/tiger_alu.v rtl/tiger_addsub.v
synth -top tiger_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out~hier/tiger_alu_hier.v
write_blif out~hier/tiger_alu_hier.blif
" > /dev/null
cat > alu.sdc <<SDC
create_clock -name alu_clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock alu_clk [get_ports {op* a* b*}]
set_output_delay 1.0 -clock alu_clk [all_outputs]
SDC
cat > sta_alu.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out~hier/tiger_alu_hier.v
link_design tiger_alu
read_sdc alu.sdc
report_checks -path_delay max -fields {fanout cap} -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta_alu.tcl > out~hier/sta_max.rpt 2>&1
rm -f .history_sta
