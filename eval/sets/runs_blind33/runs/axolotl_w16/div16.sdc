create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start dividend* divisor* rst_n}]
set_output_delay 0.5 -clock clk [all_outputs]
