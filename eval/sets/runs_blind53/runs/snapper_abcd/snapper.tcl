read_liberty $::env(OSU035_LIB)
read_verilog "results 3ns/snapper_mult_net.v"
link_design snapper_mult
create_clock -name mclk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock mclk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_wns
report_tns
