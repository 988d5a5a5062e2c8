read_liberty $env(LIB)
read_verilog syn.out/tarpon_mac.vg
link_design tarpon_mac
create_clock -name clk -period @PERIOD@ [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
