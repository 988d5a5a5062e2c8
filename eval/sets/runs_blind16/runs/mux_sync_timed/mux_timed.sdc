create_clock -name clk_src -period 5 [get_ports clk_src]
create_clock -name clk_dst -period 5.5 [get_ports clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {ld din*}]
set_output_delay 1.0 -clock clk_dst [all_outputs]
