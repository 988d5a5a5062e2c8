create_clock -name mclk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets {div_cnt[1]}] -filter "direction == output"]
set_input_delay 0.5 -clock mclk [get_ports {rst sel_cmp*}]
set_output_delay 1.0 -clock clk_div4 [get_ports {ticks* match}]
