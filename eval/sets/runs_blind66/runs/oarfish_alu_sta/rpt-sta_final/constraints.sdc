create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1.0 -clock clk [get_ports {y[*] zero carry}]
set_load 0.05 [all_outputs]
