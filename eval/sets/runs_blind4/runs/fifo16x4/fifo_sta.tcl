read_liberty $::env(OSU035_LIB)
read_verilog fifo16x4_synth.v
link_design fifo16x4
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max
report_worst_slack
report_tns -digits 3
