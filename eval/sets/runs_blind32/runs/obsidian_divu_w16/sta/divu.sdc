create_clock -name dclk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock dclk [all_inputs]
set_output_delay 1.0 -clock dclk [all_outputs]
