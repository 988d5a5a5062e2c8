create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets {u_div.div_cnt[1]}] -filter "direction == output"]
set_input_delay 1.0 -clock clk_slow [get_ports {duty[*]}]
set_output_delay 1.0 -clock clk_slow [all_outputs]
