read_liberty $::env(LIBERTY)
read_verilog syn/oregano_timer_map.v
link_design oregano_timer
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
