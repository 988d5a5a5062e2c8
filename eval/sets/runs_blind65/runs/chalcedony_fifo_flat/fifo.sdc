create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst wr_en rd_en din[*]}]
set_output_delay 0.5 -clock clk [all_outputs]
