create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {a[*] b[*]}]
set_output_delay 0.5 -clock clk [get_ports {p[*]}]
