create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst start}]
set_output_delay 1.5 -clock clk [get_ports {beep busy note*}]
set_load 0.05 [all_outputs]
