create_clock -name mac_clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock mac_clk [get_ports {rst clear step x[*] w[*]}]
set_output_delay 1.0 -clock mac_clk [get_ports {acc[*] ovf}]
