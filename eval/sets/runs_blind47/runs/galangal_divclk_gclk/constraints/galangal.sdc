# 100 MHz reference clock; clk_div is a divide-by-4 clock produced by the div[1] flop
create_clock -name clk_ref -period 10 [get_ports clk]
set q_pin [get_pins -of_objects [get_nets clk_div] -filter "direction == output"]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 $q_pin
set_input_delay 2 -clock clk_slow [get_ports evt]
set_input_delay 0 -clock clk_ref [get_ports rst_n]
set_output_delay 3 -clock clk_slow [get_ports {count[*] overflow}]
