create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {wr_en rd_en din[*]}]
set_output_delay 2.0 -clock clk [all_outputs]
