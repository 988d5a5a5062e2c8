create_clock -name clk -period 4 [get_ports clk]
# divided clock: Q pin of the flop that drives div[1] (= clk_div4)
set div_q [get_pins -of_objects [get_nets {div[1]}] -filter "direction == output"]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 $div_q
set_input_delay 1.0 -clock clk_div4 [get_ports evt]
set_output_delay 1.0 -clock clk_div4 [get_ports {count[*] wrap}]
