# OpenSTA: albatross_uarttx mapped netlist, 50 MHz
read_liberty $::env(OSU035_LIB)
read_verilog netlist/albatross_uarttx_osu.v
link_design albatross_uarttx

create_clock -name clk -period 20 [get_ports clk]
set_input_delay 4 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 4 -clock clk [all_outputs]
set_input_transition 0.3 [all_inputs]
set_load 0.05 [all_outputs]

report_checks -path_delay max -fields {slew cap} -digits 3 > sta/setup_max.rpt
report_checks -path_delay min -digits 3 > sta/hold_min.rpt
report_wns -digits 3
report_tns -digits 3
report_power > sta/power.rpt
