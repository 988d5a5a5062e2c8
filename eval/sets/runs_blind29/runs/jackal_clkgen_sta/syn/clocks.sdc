set div2_q [get_pins -of_objects [get_nets clk_div2] -filter "direction == output"]
set div4_q [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
create_clock -name mclk -period 4.0 [get_ports clk]
create_generated_clock -name div2_clk -source [get_ports clk] -divide_by 2 $div2_q
create_generated_clock -name div4_clk -source $div2_q -divide_by 2 $div4_q
set_input_delay 0.8 -clock mclk [get_ports {rst load load_val[*]}]
set_output_delay 0.8 -clock mclk [get_ports {slow_cnt[*] slower_cnt[*] clk_div2 clk_div4}]
