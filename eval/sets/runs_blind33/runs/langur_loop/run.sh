#!/bin/bash
# gated event counter with a combinational loop: mapped synthesis, check, then STA (loop gets broken by sta)
cd "$(dirname "$0")"
rm -f .history_sta
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/langur_osc/langur_osc.v rtl/
yosys -l out/langur_yosys.log -p "read_verilog rtl/langur_osc.v; synth -top langur_osc; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; check; stat -liberty $OSU035_LIB; write_verilog -noattr out/langur_osc_net.v" > /dev/null 2>&1
sta -no_init -exit > out/langur_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog out/langur_osc_net.v
link_design langur_osc
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst arm stop evt}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
