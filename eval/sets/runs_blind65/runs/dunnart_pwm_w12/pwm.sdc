create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {rst load duty_in[*]}]
set_output_delay 0.3 -clock clk [get_ports {pwm_out period_end}]
