create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {a* b* in_valid clear rst}]
set_output_delay 1.5 -clock clk [all_outputs]
