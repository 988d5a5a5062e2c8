create_clock -name clk -period 12.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst wr_en wr_data* rd_en}]
set_output_delay 1.5 -clock clk [all_outputs]
