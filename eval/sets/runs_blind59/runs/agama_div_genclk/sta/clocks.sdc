create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_ports clk_div4]
set_input_delay 0.5 -clock clk [get_ports rst]
set_output_delay 0.5 -clock clk_div4 [get_ports slow_cnt*]
