create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {wr_en rd_en din*}]
set_output_delay 1.5 -clock clk [all_outputs]
