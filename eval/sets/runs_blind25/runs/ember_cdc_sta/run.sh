#!/bin/bash
# Two-clock event counter: OSU035 mapping, then STA with asynchronous clock groups.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src logs reports netlist
mkdir -p src logs reports netlist
cp ../../designs/ember_cdc/ember_cdc.v src/
yosys -l logs/ember_yosys.log -p "read_verilog src/ember_cdc.v; synth -flatten -top ember_cdc; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr netlist/ember_cdc.v" > /dev/null
cat > reports/ember.sdc <<'SDC'
create_clock -name fclk -period 8 [get_ports clk_fast]
create_clock -name sclk -period 30 [get_ports clk_slow]
set_clock_groups -asynchronous -group {fclk} -group {sclk}
set_input_delay 1.0 -clock fclk [get_ports evt_in]
set_output_delay 1.0 -clock fclk [get_ports {fast_count[*] busy}]
set_output_delay 2.0 -clock sclk [get_ports {slow_count[*]}]
SDC
cat > reports/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/ember_cdc.v
link_design ember_cdc
read_sdc reports/ember.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay max -from [get_clocks fclk] -to [get_clocks sclk]
report_check_types -max_delay -max_transition -verbose
report_wns
report_tns
exit
TCL
sta -no_splash reports/sta.tcl > reports/sta_multiclk.rpt 2>&1
