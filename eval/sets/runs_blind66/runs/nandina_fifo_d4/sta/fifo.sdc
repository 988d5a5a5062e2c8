create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [all_inputs]
set_output_delay 0.8 -clock clk [all_outputs]
