create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {enable req rst_n}]
set_output_delay 1.0 -clock clk [get_ports {grant tokens* overflow_drop}]
