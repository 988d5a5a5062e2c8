create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {go pa pb frac}]
set_output_delay 0.8 -clock clk [get_ports {y y_vld}]
set_false_path -from [get_ports rst_n]
# a_r/b_r/f_r are held two cycles; y only captures on the second
set_multicycle_path 2 -setup -to [get_pins -hierarchical y_reg*/D]
set_multicycle_path 1 -hold  -to [get_pins -hierarchical y_reg*/D]
