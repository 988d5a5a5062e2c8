create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {req[*]}]
set_output_delay 1.0 -clock clk [get_ports {grant[*] any_grant}]
