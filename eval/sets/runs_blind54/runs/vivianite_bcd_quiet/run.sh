#!/bin/bash
# vivianite_bcd: quiet OSU035 synthesis (yosys -q, console captured with tee, stat written with tee -o),
# then OpenSTA setup check and power at 20 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl _quiet_ .history_sta
mkdir -p rtl _quiet_
cp ../../designs/vivianite_bcd/vivianite_bcd.v rtl/

yosys -q -p "
  read_verilog rtl/vivianite_bcd.v
  synth -top vivianite_bcd
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  tee -q -o _quiet_/vivianite_stat.rpt stat -liberty $OSU035_LIB
  write_verilog -noattr _quiet_/vivianite_bcd.vg
" 2>&1 | tee _quiet_/yosys_console.txt

sta -exit /dev/stdin 2>&1 <<TCL | tee _quiet_/sta_20ns.rpt > /dev/null
read_liberty $OSU035_LIB
read_verilog _quiet_/vivianite_bcd.vg
link_design vivianite_bcd
create_clock -name clk -period 20.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst bin*}]
set_output_delay 2.0 -clock clk [get_ports {bcd* ovr}]
report_checks -path_delay max -fields {slew cap} -digits 2
report_wns
report_tns
report_power -digits 4
TCL
rm -f .history_sta
