create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a event_a flush_a}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_b [get_ports {count_b* new_data_b flush_b}]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
