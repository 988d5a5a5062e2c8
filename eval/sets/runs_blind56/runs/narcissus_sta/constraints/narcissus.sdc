# narcissus_spi timing constraints: 200 MHz system clock
create_clock -name sysclk -period 5.0 [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks sysclk]
set_input_delay  1.5 -clock sysclk [get_ports {start tx_byte[*] miso}]
set_output_delay 1.0 -clock sysclk [get_ports {rx_byte[*] busy done sclk mosi cs_n}]
set_load 0.1 [all_outputs]
