create_clock -name pclk -period 10 [get_ports clk]
set_input_delay 1.5 -clock pclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock pclk [all_outputs]
set_load 0.04 [all_outputs]
