create_clock -name core_clk -period 6.5 [get_ports clk]
set_input_delay 1.5 -clock core_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_load 0.05 [all_outputs]
