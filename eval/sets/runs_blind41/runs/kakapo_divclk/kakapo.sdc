create_clock -name clk -period 10.0 [get_ports clk]
# divided clock leaves the design on port clk_div4, which is the Q of the div[1] flop
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
set_input_delay 2.0 -clock clk_div4 [get_ports evt]
set_output_delay 2.0 -clock clk_div4 [get_ports {cnt[*] wrap}]
