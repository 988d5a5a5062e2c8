#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# flattened OSU035 mapping of the 8x8 multiplier; 6 ns target
rm -rf *.v *.log timing mapped
mkdir -p timing mapped
cp ../../designs/ibex_mult/ibex_mult.v .
yosys -l flat_map.log -p "read_verilog ibex_mult.v; synth -flatten -top ibex_mult; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr mapped/ibex_mult_flat.v; write_blif mapped/ibex_mult_flat.blif" > /dev/null
sta -no_init -exit > timing/max_min_6ns.txt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog mapped/ibex_mult_flat.v
link_design ibex_mult
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {a* b*}]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
report_tns
report_power
STA
rm -f .history_sta
