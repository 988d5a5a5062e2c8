create_clock -name sysclk -period 20 [get_ports clk]
set_input_delay 4 -clock sysclk [get_ports {start tx_byte* miso rst_n}]
set_output_delay 4 -clock sysclk [all_outputs]
set_load 0.1 [all_outputs]
