read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog coffee_bin_net.v
link_design coffee_brew_fsm
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap} -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_worst_slack
report_tns
