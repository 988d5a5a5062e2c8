#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cam8: 8 cam_entry instances, flattened; setup+hold (min_max) at 10 ns; yosys -s > log 2>&1
cp ../../designs/cam8/cam8.v ../../designs/cam8/cam_entry.v .
cat > cam8.ys <<EOT
read_verilog cam_entry.v cam8.v
hierarchy -check -top cam8
synth -flatten -top cam8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cam8_flat.v
EOT
yosys -s cam8.ys > cam8_synth.log 2>&1
cat > cam8_sta.tcl <<EOT
read_liberty $LIB
read_verilog cam8_flat.v
link_design cam8
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
EOT
sta -no_splash -exit cam8_sta.tcl > cam8_sta.rpt 2>&1
