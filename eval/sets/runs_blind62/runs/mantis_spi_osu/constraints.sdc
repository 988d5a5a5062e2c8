create_clock -name spi_clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock spi_clk [get_ports {start tx_data* miso rst_n}]
set_output_delay 1.5 -clock spi_clk [all_outputs]
