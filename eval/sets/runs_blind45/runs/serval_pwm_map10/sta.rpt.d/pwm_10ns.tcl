read_liberty $::env(OSU035_LIB)
read_verilog netlist/serval_pwm_osu035.v
link_design serval_pwm
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
