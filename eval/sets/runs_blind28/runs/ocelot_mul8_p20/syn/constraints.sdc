create_clock -name clk -period 20.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {en x[*] y[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*]}]
set_load 0.05 [all_outputs]
