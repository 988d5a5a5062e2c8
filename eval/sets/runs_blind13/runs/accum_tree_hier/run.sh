#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# accum_tree_hier: add_node instantiated 7 times with three parameter values (W=9 x4, W=10 x2, W=11 x1);
# hierarchy kept (per-module stat -liberty); script given to yosys as a plain argument, > log 2>&1;
# 3.6 ns clock; -through a submodule pin; report_instance / report_net on the hierarchical netlist
cp ../../designs/accum_tree_hier/accum_tree_hier.v ../../designs/accum_tree_hier/add_node.v .
cat > accum.ys <<EOT
read_verilog add_node.v accum_tree_hier.v
hierarchy -check -top accum_tree_hier
synth -top accum_tree_hier
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets
opt_clean -purge
stat -liberty $LIB
select -count t:DFFPOSX1
write_verilog -noattr accum_tree_hier_net.v
EOT
yosys accum.ys > accum_yosys.out 2>&1
cat > accum_sta.tcl <<EOT
read_liberty $LIB
read_verilog accum_tree_hier_net.v
link_design accum_tree_hier
create_clock -name clk -period 3.6 [get_ports clk]
set_input_delay 0.6 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.6 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_l3/s*] -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_instance u_l2_1
report_net -connections last_sum[11]
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit accum_sta.tcl > accum_sta.rpt 2>&1
