create_clock -name clk_a -period 5 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {rst_a sample}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports {a_count[*]}]
set_output_delay 1.0 -clock clk_b [get_ports {b_count[*]}]
