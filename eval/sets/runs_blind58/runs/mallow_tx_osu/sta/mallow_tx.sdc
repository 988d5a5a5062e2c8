create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start data[*]}]
set_output_delay 2.0 -clock clk [get_ports {txd busy}]
set_load 0.05 [all_outputs]
