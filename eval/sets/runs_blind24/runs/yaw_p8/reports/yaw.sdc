create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rate_vld rate* gain* zero_req rst_n}]
set_output_delay 1.0 -clock clk [all_outputs]
