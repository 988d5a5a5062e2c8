# 50 MHz system clock
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n tx_start tx_data}]
set_output_delay 2.0 -clock clk [get_ports {tx busy done}]
set_load 0.05 [all_outputs]
