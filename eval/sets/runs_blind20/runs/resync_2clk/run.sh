#!/bin/bash
# Two-clock handshake bridge: flattened OSU035 netlist, STA with async clock groups.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p rtl syn sta
cp ../../designs/resync_bridge/resync_bridge.v rtl/

cat > syn/flow.tcl <<'TCL'
yosys -import
set lib $::env(LIB)
read_verilog rtl/resync_bridge.v
hierarchy -check -top resync_bridge
log "cells per module before flattening:"
stat
synth -top resync_bridge -flatten
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean
splitnets -ports
tee -o syn/area.rpt stat -liberty $lib
write_verilog -noattr syn/resync_bridge.mapped.v
TCL
yosys -c syn/flow.tcl -l syn/yosys_flow.log > /dev/null 2>&1

cat > sta/bridge.sdc <<'SDC'
create_clock -name sys_clk -period 5.0  [get_ports sys_clk]
create_clock -name snr_clk -period 40.0 -waveform {0 20} [get_ports snr_clk]
set_clock_groups -asynchronous -group {sys_clk} -group {snr_clk}
set_input_delay  1.0 -clock sys_clk [get_ports {wr_stb wr_data[*]}]
set_output_delay 1.0 -clock sys_clk [get_ports busy]
set_output_delay 8.0 -clock snr_clk [get_ports {snr_data[*] snr_valid}]
SDC

cat > sta/bridge_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog syn/resync_bridge.mapped.v
link_design resync_bridge
read_sdc sta/bridge.sdc
puts "== clock properties =="
report_clock_properties
puts "== worst path per clock group =="
report_checks -path_delay max -group_count 2 -format end
report_checks -path_delay max -path_group snr_clk
puts "== crossing paths (should be none reported: async groups) =="
report_checks -from [get_clocks sys_clk] -to [get_clocks snr_clk] -unconstrained
puts "== hold =="
report_checks -path_delay min -format summary -group_count 4
report_wns
report_tns
TCL
sta -no_splash -exit sta/bridge_sta.tcl 2>&1 | tee sta/sta_bridge.log > /dev/null
