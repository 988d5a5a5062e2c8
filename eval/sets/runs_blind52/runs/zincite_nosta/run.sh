#!/bin/bash
# Popcount: flops mapped with dfflibmap but the abc step was left out of the script, so the
# combinational logic stays as yosys internal gates; OpenSTA is then pointed at that netlist.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl pnr_in
cp ../../designs/zincite_popcnt/zincite_popcnt.v rtl/
yosys -l pnr_in/yosys_map.log -p "
read_verilog rtl/zincite_popcnt.v
synth -top zincite_popcnt -flatten
dfflibmap -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr pnr_in/zincite_popcnt_map.v
" > /dev/null
sta -no_splash -exit > pnr_in/sta.log 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog pnr_in/zincite_popcnt_map.v
link_design zincite_popcnt
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
STA
