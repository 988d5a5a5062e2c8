# two unrelated clocks; the toggle synchronisers are the only crossings
create_clock -name clk_a -period 4 [get_ports clk_a]
create_clock -name clk_b -period 10 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 0.5 -clock clk_a [get_ports {ev_a rst_a}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 0.5 -clock clk_a [get_ports busy_a]
set_output_delay 1.0 -clock clk_b [get_ports {count_b* pulse_b}]
