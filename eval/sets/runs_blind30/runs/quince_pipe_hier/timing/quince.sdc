create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {clr sample[*] gain[*]}]
set_output_delay 0.8 -clock clk [get_ports {level[*] overflow}]
set_load 0.03 [all_outputs]
