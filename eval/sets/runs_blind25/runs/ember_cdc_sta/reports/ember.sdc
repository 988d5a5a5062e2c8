create_clock -name fclk -period 8 [get_ports clk_fast]
create_clock -name sclk -period 30 [get_ports clk_slow]
set_clock_groups -asynchronous -group {fclk} -group {sclk}
set_input_delay 1.0 -clock fclk [get_ports evt_in]
set_output_delay 1.0 -clock fclk [get_ports {fast_count[*] busy}]
set_output_delay 2.0 -clock sclk [get_ports {slow_count[*]}]
