create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.0  [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.5 -clock clk_a [get_ports {pulse_a rst_a_n}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b_n]
set_output_delay 1.0 -clock clk_b [get_ports {pulse_b events_b[*]}]
