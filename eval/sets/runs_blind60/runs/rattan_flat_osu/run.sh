#!/bin/bash
# flattened ALU mapped to OSU035; setup + hold checks and power at 8 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl sta_out synth_flat.log rattan_flat.vg
mkdir -p rtl sta_out
cp ../../designs/rattan_alu/rattan_alu.v rtl/
yosys -l synth_flat.log -p "read_verilog rtl/rattan_alu.v; synth -flatten -top rattan_alu; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr rattan_flat.vg" > /dev/null
cat > sta_out/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog rattan_flat.vg
link_design rattan_alu
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -no_splash -exit sta_out/run_sta.tcl > sta_out/rattan_timing.rpt 2>&1
rm -f .history_sta
