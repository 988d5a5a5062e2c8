read_liberty $::env(OSU035_LIB)
read_verilog bitonic_sort4_net.v
link_design bitonic_sort4
create_clock -name sort_clk -period 20.0 [get_ports clk]
set_input_delay 0.5 -clock sort_clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 0.5 -clock sort_clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
