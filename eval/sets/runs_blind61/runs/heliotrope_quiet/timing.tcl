read_liberty $::env(OSU035_LIB)
read_verilog heliotrope_lfsr_net.v
link_design heliotrope_lfsr
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
