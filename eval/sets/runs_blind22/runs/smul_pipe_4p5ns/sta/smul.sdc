create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {vld_in a[*] b[*]}]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
