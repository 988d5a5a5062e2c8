create_clock -name sysclk -period 10 [get_ports clk]
set_input_delay 2.0 -clock sysclk [get_ports {rst start tx_byte* miso}]
set_output_delay 2.0 -clock sysclk [get_ports {rx_byte* done cs_n sclk mosi}]
