#!/bin/bash
# agate_div_sta: 8-bit sequential divider mapped to OSU035, then OpenSTA setup/hold,
# wns/tns and power at a 6 ns clock (~166 MHz target).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlist reports yosys.log sta.log
mkdir -p rtl netlist reports
cp ../../designs/agate_seqdiv/agate_seqdiv.v rtl/

yosys -l yosys.log -p "
read_verilog rtl/agate_seqdiv.v
synth -top agate_seqdiv
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/agate_seqdiv_osu035.v
" > /dev/null

cat > reports/sta.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog netlist/agate_seqdiv_osu035.v
link_design agate_seqdiv
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3 > reports/setup.rpt
report_checks -path_delay min -digits 3 > reports/hold.rpt
report_wns >> reports/setup.rpt
report_tns >> reports/setup.rpt
report_power > reports/power.rpt
TCL
sta -no_init -exit reports/sta.tcl > sta.log 2>&1
