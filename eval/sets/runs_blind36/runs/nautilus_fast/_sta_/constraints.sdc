create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {en acc x[*] y[*]}]
set_output_delay 0.8 -clock clk [get_ports {p[*] valid}]
