create_clock -name sclk -period 7.5 [get_ports clk]
set_input_delay 1.0 -clock sclk [get_ports {k0[*] k1[*] k2[*] k3[*]}]
set_output_delay 1.0 -clock sclk [all_outputs]
