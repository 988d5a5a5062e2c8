create_clock -name clk_a -period 8 [get_ports clk_a]
create_clock -name clk_b -period 12.5 [get_ports clk_b]
set_input_delay 1.5 -clock clk_a [get_ports evt_a]
set_output_delay 2.0 -clock clk_b [all_outputs]
