#!/bin/bash
# gull_twoclk: toggle-handshake CDC between clk_a (100 MHz) and clk_b (~66 MHz), mapped to OSU035;
# the two clocks are declared asynchronous, so only intra-domain paths are timed
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl mapped timing yosys_gull.log
mkdir -p rtl mapped timing
cp ../../designs/gull_cdc/gull_cdc.v rtl/

yosys -l yosys_gull.log -p "
read_verilog rtl/gull_cdc.v
synth -top gull_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/gull_cdc.v
" > /dev/null

cat > timing/gull.sdc <<SDC
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 15 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2 -clock clk_a [get_ports {src_valid src_data* rst_a_n}]
set_input_delay 3 -clock clk_b [get_ports rst_b_n]
set_output_delay 2 -clock clk_a [get_ports src_ready]
set_output_delay 3 -clock clk_b [get_ports {dst_valid dst_data*}]
SDC
cat > timing/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/gull_cdc.v
link_design gull_cdc
read_sdc timing/gull.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b]
report_wns
report_tns
TCL
sta -no_splash -exit timing/run_sta.tcl > timing/gull_sta.rpt 2>&1
rm -f .history_sta
