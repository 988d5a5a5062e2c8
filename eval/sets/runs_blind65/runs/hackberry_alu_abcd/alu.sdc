create_clock -name clk -period 3 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {op[*] a[*] b[*]}]
set_output_delay 0.4 -clock clk [all_outputs]
