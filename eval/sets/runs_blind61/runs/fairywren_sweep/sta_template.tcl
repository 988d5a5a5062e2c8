read_liberty $::env(OSU035_LIB)
read_verilog fairywren_pwm.mapped.v
link_design fairywren_pwm
create_clock -name clk -period @PERIOD@ [get_ports clk]
set_input_delay 0.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.2 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
