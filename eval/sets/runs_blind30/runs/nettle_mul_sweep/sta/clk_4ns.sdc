create_clock -name core_clk -period 4 [get_ports clk]
set_input_delay 1.0 -clock core_clk [get_ports {load a[*] b[*]}]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_load 0.05 [all_outputs]
