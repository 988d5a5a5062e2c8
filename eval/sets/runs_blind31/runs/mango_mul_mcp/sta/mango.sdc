create_clock -name mclk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock mclk [get_ports {rst go x[*] y[*]}]
set_output_delay 1.0 -clock mclk [get_ports {p[*] p_valid}]
