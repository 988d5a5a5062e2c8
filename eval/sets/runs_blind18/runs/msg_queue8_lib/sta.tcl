read_liberty $::env(OSU035_LIB)
read_verilog msg_queue8_net.v
link_design msg_queue8
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {push pop push_data[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay min_max
report_wns
report_tns
report_worst_slack
