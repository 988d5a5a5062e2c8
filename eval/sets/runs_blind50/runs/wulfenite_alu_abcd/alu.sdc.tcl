read_liberty $::env(OSU035_LIB)
read_verilog out@abc/wulfenite_alu_flat.v
link_design wulfenite_alu
create_clock -name aclk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock aclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.4 -clock aclk [all_outputs]
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
