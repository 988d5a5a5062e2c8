create_clock -name pclk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock pclk [get_ports {req[*] mask[*]}]
set_output_delay 0.4 -clock pclk [all_outputs]
set_false_path -from [get_ports rst_n]
