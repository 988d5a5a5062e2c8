create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2.0 -clock clk_a [get_ports {send data_a*}]
set_output_delay 2.0 -clock clk_a [get_ports ready_a]
set_output_delay 1.5 -clock clk_b [get_ports {data_b* valid_b}]
set_false_path -from [get_ports {rst_a rst_b}]
