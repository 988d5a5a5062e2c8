create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst sync din_valid din*}]
set_output_delay 1.0 -clock clk [all_outputs]
