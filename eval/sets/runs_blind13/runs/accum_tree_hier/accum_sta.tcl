read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
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
