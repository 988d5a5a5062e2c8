#!/bin/bash
# vireo_stall: OSU035 mapping, yosys check and STA of the valid/ready pipeline
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf vireo_stall.v reports yosys_vireo.log vireo_netlist.v
mkdir -p reports
cp ../../designs/vireo_stall/vireo_stall.v .
yosys -l yosys_vireo.log -p "read_verilog vireo_stall.v; synth -top vireo_stall; check; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; check; stat -liberty $OSU035_LIB; write_verilog -noattr vireo_netlist.v" > /dev/null 2>&1
sta -no_splash -exit /dev/stdin > reports/vireo_sta.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog vireo_netlist.v
link_design vireo_stall
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1 -clock clk [all_inputs]
set_output_delay 1 -clock clk [all_outputs]
check_setup -loops
report_disabled_edges
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
