#!/bin/bash
# sorrel_div mapped to OSU035; STA with a divide-by-4 generated clock on the divider flop output
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist sta logs
mkdir -p rtl netlist sta logs
cp ../../designs/sorrel_div/sorrel_div.v rtl/

yosys -l logs/yosys_sorrel.log -p "
read_verilog rtl/sorrel_div.v
synth -top sorrel_div -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/sorrel_div.v
" > /dev/null

# the divider flop that drives clk_div4 (instance name assigned by yosys)
DIVFF=$(grep -B8 '\.Q(clk_div4)' netlist/sorrel_div.v | grep DFFSR | awk '{print $2}')
cat > sta/sorrel.sdc <<SDC
create_clock -name fast_clk -period 5.0 [get_ports clk]
create_generated_clock -name div4_clk -source [get_ports clk] -divide_by 4 [get_pins $DIVFF/Q]
set_input_delay 1.0 -clock div4_clk [get_ports evt]
set_output_delay 1.0 -clock div4_clk [get_ports {count[*]}]
set_false_path -from [get_ports rst_n]
SDC

cat > sta/sorrel.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/sorrel_div.v
link_design sorrel_div
read_sdc sta/sorrel.sdc
report_clock_properties
report_checks -path_delay max -from [get_clocks fast_clk] -to [get_clocks div4_clk] -digits 3
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/sorrel.tcl > sta/sorrel_report.txt 2>&1
