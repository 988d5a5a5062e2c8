read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog seq_divider8_map.v
link_design seq_divider8
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
