# 100 MHz system clock; I/O budget 2 ns each side
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay  2.0 -clock clk [get_ports {rst_n tx_data[*] tx_valid}]
set_output_delay 2.0 -clock clk [get_ports {tx_ready txd}]
set_load 0.05 [all_outputs]
