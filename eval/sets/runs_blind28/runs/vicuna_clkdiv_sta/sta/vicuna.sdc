# primary clocks
create_clock -name clk_sys -period 5.0 [get_ports clk_sys]
create_clock -name clk_aux -period 7.5 [get_ports clk_aux]
# divide-by-4 clock taken at the output pin of the div_cnt[1] flop (net clk_div4)
create_generated_clock -name clk_div4 -source [get_ports clk_sys] -divide_by 4 [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
set_clock_groups -asynchronous -group {clk_sys clk_div4} -group {clk_aux}
set_input_delay 1.2 -clock clk_sys [get_ports {evt_in}]
set_output_delay 1.0 -clock clk_div4 [get_ports {slow_count[*]}]
set_output_delay 1.0 -clock clk_aux [get_ports {aux_seen[*]}]
