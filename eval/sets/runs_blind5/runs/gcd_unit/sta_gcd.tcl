read_liberty $::env(OSU035_LIB)
read_verilog gcd_unit.syn.v
link_design gcd_unit
create_clock -name clk -period 12.5 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX2 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.04 [all_outputs]
report_checks -path_delay min_max -fields {slew cap} -digits 3
report_worst_slack -digits 3
report_tns
