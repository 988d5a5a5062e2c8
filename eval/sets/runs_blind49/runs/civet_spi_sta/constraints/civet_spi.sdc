# civet_spi timing constraints: 333 MHz system clock target (stretch goal)
create_clock -name sysclk -period 3.0 [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks sysclk]
set_input_delay  0.8 -clock sysclk [get_ports {rst tx_data* tx_valid miso}]
set_output_delay 1.2 -clock sysclk [get_ports {tx_ready rx_data* rx_valid sclk mosi cs_n}]
set_driving_cell -lib_cell BUFX2 [get_ports {rst tx_data* tx_valid miso}]
set_load 0.1 [all_outputs]
