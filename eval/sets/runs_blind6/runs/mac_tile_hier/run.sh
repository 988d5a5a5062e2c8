#!/bin/bash
# Regenerates runs/mac_tile_hier: hierarchy kept (no -flatten), per-module stat.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/mac_tile_hier/mac_tile_hier.v .

cat > mac.ys <<EOF
read_verilog mac_tile_hier.v
hierarchy -check -top mac_tile_hier
synth -top mac_tile_hier
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr mac_tile_hier_netlist.v
EOF
yosys -s mac.ys 2>&1 | tee yosys_mac.log > /dev/null

cat > mac_sta.tcl <<EOF
read_liberty $LIB
read_verilog mac_tile_hier_netlist.v
link_design mac_tile_hier
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -fields {fanout cap} -digits 2
report_wns
report_tns
EOF
sta -exit mac_sta.tcl > sta_report.txt 2>&1
