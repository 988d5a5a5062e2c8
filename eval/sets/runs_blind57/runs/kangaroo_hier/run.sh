#!/bin/bash
# kangaroo_hier: timer (top + 3 sub-modules) mapped to OSU035 keeping the hierarchy; hierarchical netlist timed at 7 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl work yosys_hier.log
mkdir -p rtl work
cp ../../designs/kangaroo_timer/kangaroo_timer.v ../../designs/kangaroo_timer/kangaroo_parts.v rtl/

yosys -l yosys_hier.log -p "
read_verilog rtl/kangaroo_parts.v rtl/kangaroo_timer.v
hierarchy -check -top kangaroo_timer
synth -top kangaroo_timer
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr work/kangaroo_timer_hier.v
" > /dev/null

cat > work/sta_hier.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog work/kangaroo_timer_hier.v
link_design kangaroo_timer
create_clock -name tclk -period 7 [get_ports clk]
set_input_delay 1 -clock tclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock tclk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit work/sta_hier.tcl > work/sta_hier.rpt 2>&1
rm -f .history_sta
