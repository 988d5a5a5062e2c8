create_clock -name clk_evt -period 7 [get_ports clk_evt]
create_clock -name clk_ref -period 10 [get_ports clk_ref]
set_clock_groups -asynchronous -group {clk_evt} -group {clk_ref}
set_input_delay 1.0 -clock clk_evt [get_ports rst_evt]
set_input_delay 1.0 -clock clk_ref [get_ports {rst_ref thresh[*]}]
set_output_delay 1.0 -clock clk_ref [all_outputs]
