read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog cic3_decim_net.v
link_design cic3_decim
create_clock -name clk -period 8 [get_ports clk]
create_generated_clock -name clk_dec -source [get_ports clk] -divide_by 4 [get_pins _0930_/Q]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk_dec [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk] -to [get_clocks clk_dec] -digits 3
report_tns
report_worst_slack
