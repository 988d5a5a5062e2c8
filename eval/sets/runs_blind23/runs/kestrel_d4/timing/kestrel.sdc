create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {sample_en sample*}]
set_output_delay 2 -clock clk [get_ports average*]
set_load 0.02 [all_outputs]
