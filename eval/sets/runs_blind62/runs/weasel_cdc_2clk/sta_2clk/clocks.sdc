create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {rst_a send data_a*}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports ready_a]
set_output_delay 1.0 -clock clk_b [get_ports {data_b* valid_b}]
