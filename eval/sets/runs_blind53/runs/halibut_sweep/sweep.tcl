read_liberty $::env(OSU035_LIB)
read_verilog build/halibut_pwm.mapped.v
link_design halibut_pwm
set period $::env(PERIOD)
puts "period $period ns"
create_clock -name clk -period $period [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
