# one point of the clock-period sweep; PERIOD comes from the environment (ns)
read_liberty $::env(OSU035_LIB)
read_verilog netlist/sloth_pwm_osu035.v
link_design sloth_pwm
create_clock -name clk -period $::env(PERIOD) [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
puts "clock period: $::env(PERIOD) ns"
report_checks -path_delay max
report_wns
report_tns
