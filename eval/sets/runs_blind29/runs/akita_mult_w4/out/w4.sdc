create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start op_a[*] op_b[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*] done}]
