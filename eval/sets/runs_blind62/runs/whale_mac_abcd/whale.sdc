create_clock -name mclk -period 6 [get_ports clk]
set_input_delay 0.8 -clock mclk [get_ports {rst clr en a* b*}]
set_output_delay 0.8 -clock mclk [all_outputs]
