#!/bin/bash
# Popcount: flat OSU035 mapping, netlists in Verilog and EDIF, STA at 6 ns (min_max) with power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl export reports
mkdir -p rtl export reports
cp ../../designs/benitoite_popcnt/benitoite_popcnt.v rtl/
yosys -l reports/benitoite_yosys.log -p "
read_verilog rtl/benitoite_popcnt.v
synth -top benitoite_popcnt -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr export/benitoite_popcnt.v
write_edif export/benitoite_popcnt.edf
"
cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog export/benitoite_popcnt.v
link_design benitoite_popcnt
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {din* valid_in}]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay min_max
report_wns
report_tns
report_power
TCL
sta -no_splash -exit reports/sta.tcl > reports/benitoite_timing.rpt 2>&1
