create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {tx_start tx_data[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
