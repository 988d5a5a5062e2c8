#!/bin/bash
# nebula_counter with WIDTH=16, mapped to OSU035, setup check at 3.2 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl reports *.log *.vg
mkdir -p rtl reports
cp ../../designs/nebula_counter/nebula_counter.v rtl/
yosys -l yosys.log -p "read_verilog rtl/nebula_counter.v; chparam -set WIDTH 16 nebula_counter; synth -top nebula_counter; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr nebula_w16.vg" > /dev/null
cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog nebula_w16.vg
link_design nebula_counter
create_clock -name clk -period 3.2 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit reports/sta.tcl > reports/timing_max.rpt 2>&1
rm -f .history_sta
