create_clock -name clk_fast -period 4.0 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins clk_half_reg/Q]
set_input_delay 0.5 -clock clk_fast [get_ports {rst pattern_wr pattern_in*}]
set_output_delay 0.5 -clock clk_half [get_ports led]
