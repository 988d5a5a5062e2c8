create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst valid sample[*] limit[*]}]
set_output_delay 1.0 -clock clk [get_ports {sum[*] alarm}]
