read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sqrt_iter8_net.v
link_design sqrt_iter8
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
