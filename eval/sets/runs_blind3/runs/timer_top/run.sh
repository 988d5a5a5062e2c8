#!/bin/sh
# Regenerates this run folder: Yosys synthesis (hierarchy kept) + OpenSTA.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > flow.ys <<YS
read_liberty -lib $LIB
read_verilog timer_top.v
hierarchy -check -top timer_top
synth -top timer_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
check
write_verilog -noattr timer_top.netlist.v
YS
yosys -l yosys.log -s flow.ys > /dev/null
cat > sta.tcl <<TCL
read_liberty $LIB
read_verilog timer_top.netlist.v
link_design timer_top
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
TCL
sta -no_init -no_splash -exit sta.tcl > sta.rpt 2>&1
