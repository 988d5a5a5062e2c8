create_clock -name clk_fast -period 5 [get_ports clk_fast]
# _206_ is the div[1] flop (drives clk_slow) in gl/towhee_clkdiv.v
create_generated_clock -name clk_slow -source [get_ports clk_fast] -divide_by 4 [get_pins _206_/Q]
set_input_delay 1.0 -clock clk_fast [get_ports {inc snap}]
set_output_delay 1.0 -clock clk_fast [get_ports {count_fast[*]}]
