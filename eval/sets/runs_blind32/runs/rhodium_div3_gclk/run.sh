#!/bin/bash
# rhodium_div3 OSU035; STA with a divide-by-3 generated clock on the clk_div3 register output
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl build timing
mkdir -p rtl build timing
cp ../../designs/rhodium_div3/rhodium_div3.v rtl/

yosys -l build/rhodium.log -p "
read_verilog rtl/rhodium_div3.v
synth -top rhodium_div3 -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr build/rhodium_div3_map.v
" > /dev/null

DIVFF=$(grep -B8 '\.Q(clk_div3)' build/rhodium_div3_map.v | grep -E 'DFF(SR|POSX1)' | awk '{print $2}' | tail -1)
cat > timing/rhodium.sdc <<SDC
create_clock -name sysclk -period 4.0 [get_ports clk]
create_generated_clock -name div3_clk -source [get_ports clk] -divide_by 3 [get_pins $DIVFF/Q]
set_input_delay 0.8 -clock div3_clk [get_ports evt]
set_output_delay 0.8 -clock div3_clk [get_ports {evt_count[*]}]
set_false_path -from [get_ports rst_n]
SDC
cat > timing/rhodium.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/rhodium_div3_map.v
link_design rhodium_div3
read_sdc timing/rhodium.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit timing/rhodium.tcl > timing/rhodium_gclk.rpt 2>&1
