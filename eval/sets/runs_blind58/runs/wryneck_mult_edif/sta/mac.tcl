read_liberty $::env(OSU035_LIB)
read_verilog export/wryneck_mult.v
link_design wryneck_mult
create_clock -name mclk -period 6 [get_ports clk]
set_input_delay 1 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock mclk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_wns
report_tns
