create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst en}]
set_output_delay 0.5 -clock clk [all_outputs]
