read_liberty $::env(OSU035_LIB)
read_verilog netlist/periwinkle_div_osu.v
link_design periwinkle_div
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
