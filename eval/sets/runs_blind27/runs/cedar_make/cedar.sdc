create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.2 -clock clk [get_ports {rst req ack}]
set_output_delay 1.5 -clock clk [get_ports {grant busy timeout}]
