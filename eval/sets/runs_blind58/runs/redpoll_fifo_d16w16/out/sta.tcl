read_liberty $::env(OSU035_LIB)
read_verilog out/redpoll_fifo_d16w16.v
link_design redpoll_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
