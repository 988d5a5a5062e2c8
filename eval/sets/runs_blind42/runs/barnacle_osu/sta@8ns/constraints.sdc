create_clock -name sys_clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock sys_clk [get_ports {rst_n start tx_data* miso}]
set_output_delay 2.0 -clock sys_clk [get_ports {rx_data* busy done sclk mosi cs_n}]
set_load 0.05 [all_outputs]
