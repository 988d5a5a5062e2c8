read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog frame_stats_net.v
link_design frame_stats
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pin fanout} -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_delay -min_delay -max_transition -format slack_only
report_worst_slack -digits 4
