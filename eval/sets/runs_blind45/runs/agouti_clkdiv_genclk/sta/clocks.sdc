create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins _164_/Q]
set_input_delay 1.0 -clock clk [get_ports {rst load preset[*]}]
set_output_delay 1.0 -clock clk_div4 [get_ports {expired count[*]}]
