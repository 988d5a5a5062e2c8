create_clock -name clk_a -period 6.0 [get_ports clk_a]
create_clock -name clk_b -period 9.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports pulse_a]
set_output_delay 1.0 -clock clk_a [get_ports {sent_a[*]}]
set_output_delay 1.0 -clock clk_b [get_ports {seen_b[*] pulse_b}]
set_false_path -from [get_ports rst_n]
