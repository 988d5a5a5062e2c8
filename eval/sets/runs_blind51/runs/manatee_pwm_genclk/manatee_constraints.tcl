# 200 MHz board clock; the PWM logic runs on the prescaler output (divide by 4)
read_liberty $env(OSU035_LIB)
read_verilog .synth/manatee_pwm_netlist.v
link_design manatee_pwm
create_clock -name clk_sys -period 5.0 [get_ports clk]
create_generated_clock -name clk_pwm -source [get_ports clk] -divide_by 4 [get_pins u_presc/clk_out]
set_input_delay 1.0 -clock clk_sys [get_ports duty*]
set_output_delay 1.0 -clock clk_sys [all_outputs]
set_false_path -from [get_ports rst_n]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
