create_clock -name clk -period 12.0 [get_ports clk]
set_input_delay 3.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 3.0 -clock clk [all_outputs]
