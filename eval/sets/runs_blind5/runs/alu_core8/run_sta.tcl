# STA for the flattened ALU
read_liberty $::env(OSU035_LIB)
read_verilog alu_core8.netlist.v
link_design AluCore8
create_clock -name core_clk -period 5.0 [get_ports core_clk]
set_input_delay 0.8 -clock core_clk [delete_from_list [all_inputs] [get_ports core_clk]]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports core_clk]]
set_load 0.03 [all_outputs]
report_checks -fields {slew cap input_pins nets} -digits 3
report_worst_slack -digits 3
report_tns -digits 3
