read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog cache_tag_dm_net.v
link_design cache_tag_dm
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_wns
report_tns
report_worst_slack -max
