create_clock -name core_clk -period 6.0 [get_ports clk]
set_input_delay 1.2 -clock core_clk [get_ports {rst start dividend[*] divisor[*]}]
set_output_delay 1.2 -clock core_clk [all_outputs]
