read_liberty $env(OSU035_LIB)
read_verilog syn/galah_arb_mapped.v
link_design galah_arb
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
