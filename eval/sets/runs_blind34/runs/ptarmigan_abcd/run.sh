#!/bin/bash
# ptarmigan_mac: OSU035 mapping with an ABC delay target of 4000 ps, then STA at 5 ns (expected to fail setup)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist reports logs
mkdir -p rtl netlist reports logs
cp ../../designs/ptarmigan_mac/ptarmigan_mac.v rtl/
yosys -l logs/ptarmigan_yosys.log -p "read_verilog rtl/ptarmigan_mac.v; synth -flatten -top ptarmigan_mac; dfflibmap -liberty $OSU035_LIB; abc -D 4000 -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr netlist/ptarmigan_mac_d4000.v; write_blif netlist/ptarmigan_mac_d4000.blif" > /dev/null
cat > reports/mac.sdc <<'SDC'
create_clock -name mclk -period 5 [get_ports clk]
set_clock_uncertainty 0.2 [get_clocks mclk]
set_input_delay 0.5 -clock mclk [all_inputs]
set_output_delay 0.5 -clock mclk [all_outputs]
set_load 0.02 [all_outputs]
SDC
sta -no_splash -exit /dev/stdin > logs/sta_mac.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/ptarmigan_mac_d4000.v
link_design ptarmigan_mac
read_sdc reports/mac.sdc
report_checks -path_delay max -digits 3 -group_count 3 > reports/max_paths.rpt
report_checks -path_delay min -digits 3 > reports/min_paths.rpt
report_wns > reports/wns_tns.rpt
report_tns >> reports/wns_tns.rpt
report_power -digits 4 > reports/power.rpt
TCL
