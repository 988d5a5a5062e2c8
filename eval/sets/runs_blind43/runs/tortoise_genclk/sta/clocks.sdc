create_clock -name clk -period 4 [get_ports clk]
# clk_div4 is the Q of the div[1] flop
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 \
    [get_pins -of_objects [get_nets {div[1]}] -filter "direction == output"]
set_input_delay 0.5 -clock clk [get_ports ev]
set_output_delay 0.5 -clock clk [get_ports {cnt_fast[*]}]
