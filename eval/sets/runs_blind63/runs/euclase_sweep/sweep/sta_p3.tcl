read_liberty $::env(OSU035_LIB)
read_verilog syn/euclase_pwm_net.v
link_design euclase_pwm
create_clock -name clk -period 3 [get_ports clk]
set_input_delay 0.4 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.4 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
