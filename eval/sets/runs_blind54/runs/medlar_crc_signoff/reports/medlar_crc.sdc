create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n init valid data_in*}]
set_output_delay 1.0 -clock clk [get_ports {crc_out* match}]
