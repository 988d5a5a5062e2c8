read_liberty $::env(OSU035_LIB)
read_verilog bitonic_sort4_net.v
link_design bitonic_sort4
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {capacitance slew input_pin} -digits 3
report_checks -path_delay max -group_count 5 -format end
report_wns
report_tns
report_worst_slack
