create_clock -name uclk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock uclk [get_ports {sel a[*] b[*]}]
set_output_delay 1.0 -clock uclk [get_ports {q[*] hold_o}]
