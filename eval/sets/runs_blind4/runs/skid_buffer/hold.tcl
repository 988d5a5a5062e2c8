read_liberty $::env(OSU035_LIB)
read_verilog skid_buffer_syn.v
link_design skid_buffer
create_clock -name clk -period 4 [get_ports clk]
set_clock_uncertainty -hold 0.9 [get_clocks clk]
set_clock_uncertainty -setup 0.2 [get_clocks clk]
set_input_delay -max 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min -group_count 3
report_checks -path_delay max
report_worst_slack -digits 3
report_tns
