read_liberty $::env(OSU035_LIB)
read_verilog fir4tap_gates.v
link_design fir4tap
create_clock -name fclk -period 5 [get_ports clk]
set_input_delay 0.5 -clock fclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock fclk [all_outputs]
set_input_transition 0.1 [all_inputs]
set_load 0.03 [all_outputs]
report_checks -path_delay max -digits 4
report_worst_slack
report_tns
report_wns
