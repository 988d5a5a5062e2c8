create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {a[*] b[*] en clr rst}]
set_output_delay 0.4 -clock clk [all_outputs]
