#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sum_tree_top, run 2 of 2: same RTL, synth -flatten; yosys -q -l -p (command in yosys_cmd.txt); same 4 ns constraints; report_checks -format end -group_count; report_check_types; report_worst_slack
cp ../../designs/sum_tree_top/tree_add_node.v ../../designs/sum_tree_top/sat_clip.v ../../designs/sum_tree_top/sum_tree_top.v .
CMD="read_verilog tree_add_node.v sat_clip.v sum_tree_top.v; hierarchy -check -top sum_tree_top; synth -flatten -top sum_tree_top; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; stat -liberty $LIB; write_verilog -noattr sum_tree_flat_net.v"
echo "yosys -q -l flat.log -p \"$CMD\"" > yosys_cmd.txt
yosys -q -l flat.log -p "$CMD" > /dev/null 2>&1
cat > flat_sta.tcl <<EOT
read_liberty $LIB
read_verilog sum_tree_flat_net.v
link_design sum_tree_top
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {samples[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 10 -endpoint_count 1 -format end
report_check_types -max_delay -min_delay
report_worst_slack
report_tns
EOT
sta -no_splash -exit flat_sta.tcl > flat_sta.rpt 2>&1
