#!/bin/bash
# MAC with W=8 set through chparam, mapped to OSU035; STA at 8 ns with power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl _w8_reports
mkdir -p rtl _w8_reports
cp ../../designs/kunzite_mac/kunzite_mac.v rtl/
yosys -l _w8_reports/yosys.log -p "
read_verilog rtl/kunzite_mac.v
chparam -set W 8 kunzite_mac
synth -top kunzite_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr _w8_reports/kunzite_mac_w8.v
"
cat > _w8_reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog _w8_reports/kunzite_mac_w8.v
link_design kunzite_mac
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -no_splash -exit _w8_reports/sta.tcl > _w8_reports/timing_power.rpt 2>&1
