create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 2.0 -clock clk_a [get_ports {load din[*] rst}]
set_output_delay 1.5 -clock clk_b [get_ports {sum[*] seen}]
