create_clock -name clk -period 7 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst en acc_clr a* b*}]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
