create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst start data[*]}]
set_output_delay 2.0 -clock clk [get_ports {tx busy}]
