#!/bin/sh
# regfile4x8: synthesis + OpenSTA with min/max paths (top 5 per group).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > rf.ys <<YS
read_liberty -lib $LIB
read_verilog rtl/regfile4x8.v
hierarchy -check -top regfile4x8
synth -top regfile4x8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr -simple-lhs rf_netlist.v
YS
yosys -s rf.ys > rf_synth.log 2>&1
cat > rf_sta.tcl <<TCL
read_liberty $LIB
read_verilog rf_netlist.v
link_design regfile4x8
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {clr we waddr wdata raddr0 raddr1}]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.025 [all_outputs]
report_checks -path_delay min_max -group_count 5 -digits 3
report_tns
report_wns
TCL
sta -no_init -no_splash -exit rf_sta.tcl > rf_paths.rpt 2>&1
