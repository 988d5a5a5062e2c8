create_clock -name sys_clk -period 8.0 [get_ports clk]
set_input_delay 3.0 -clock sys_clk [get_ports {sclk cs_n mosi tx_byte[*]}]
set_output_delay 3.0 -clock sys_clk [get_ports {miso rx_byte[*] rx_valid}]
set_load 0.03 [all_outputs]
