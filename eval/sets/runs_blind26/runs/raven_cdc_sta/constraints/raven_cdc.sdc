# fast sensor clock 125 MHz, slow bus clock 50 MHz, unrelated
create_clock -name clk_fast -period 8.0 [get_ports clk_fast]
create_clock -name clk_slow -period 20.0 [get_ports clk_slow]
set_false_path -from [get_clocks clk_fast] -to [get_clocks clk_slow]
set_false_path -from [get_clocks clk_slow] -to [get_clocks clk_fast]
set_input_delay 1.5 -clock clk_fast [get_ports pulse]
set_output_delay 3.0 -clock clk_slow [get_ports {count_slow[*] changed}]
set_load 0.05 [all_outputs]
