#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sum_tree_top, run 1 of 2: hierarchy kept (tree_add_node with W=6/7/8 and sat_clip as separate modules; per-module stat -liberty, also written by tee -o); splitnets + opt_clean -purge so that OpenSTA can read the hierarchical netlist (no concatenated assign); hierarchical netlist timed at 4 ns; -through [get_pins u_root/*]; yosys -l -s
cp ../../designs/sum_tree_top/tree_add_node.v ../../designs/sum_tree_top/sat_clip.v ../../designs/sum_tree_top/sum_tree_top.v .
cat > hier.ys <<EOT
read_verilog tree_add_node.v sat_clip.v sum_tree_top.v
hierarchy -check -top sum_tree_top
synth -top sum_tree_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
splitnets
opt_clean -purge
tee -o hier_stat.txt stat -liberty $LIB
write_verilog -noattr sum_tree_hier_net.v
EOT
yosys -l hier.log -s hier.ys > /dev/null
cat > hier_sta.tcl <<EOT
read_liberty $LIB
read_verilog sum_tree_hier_net.v
link_design sum_tree_top
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {samples[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_root/*] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit hier_sta.tcl > hier_sta.rpt 2>&1
