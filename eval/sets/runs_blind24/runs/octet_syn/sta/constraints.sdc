create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n sdata}]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
