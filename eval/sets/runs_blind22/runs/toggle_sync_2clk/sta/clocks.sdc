create_clock -name clka -period 10.0 [get_ports clk_a]
create_clock -name clkb -period 3.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clka} -group {clkb}
set_input_delay 1.0 -clock clka [get_ports {rst_a pulse_a}]
set_input_delay 0.5 -clock clkb [get_ports rst_b]
set_output_delay 0.5 -clock clkb [get_ports {pulse_b count_b[*]}]
set_false_path -from [get_ports rst_b]
