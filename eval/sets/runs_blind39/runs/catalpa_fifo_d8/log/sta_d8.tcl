read_liberty $env(OSU035_LIB)
read_verilog out/catalpa_fifo_d8.v
link_design catalpa_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
