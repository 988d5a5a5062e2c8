create_clock -name sysclk -period 3.5 [get_ports clk]
set_input_delay 0.5 -clock sysclk [all_inputs]
set_output_delay 0.5 -clock sysclk [all_outputs]
