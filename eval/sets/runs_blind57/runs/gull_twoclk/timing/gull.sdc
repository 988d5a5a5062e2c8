create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 15 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2 -clock clk_a [get_ports {src_valid src_data* rst_a_n}]
set_input_delay 3 -clock clk_b [get_ports rst_b_n]
set_output_delay 2 -clock clk_a [get_ports src_ready]
set_output_delay 3 -clock clk_b [get_ports {dst_valid dst_data*}]
