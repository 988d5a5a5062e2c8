# 50 MHz system clock, 33 MHz-ish bus clock, asynchronous to each other
create_clock -name clk  -period 20.0 [get_ports clk]
create_clock -name pclk -period 30.0 [get_ports pclk]
set_clock_groups -asynchronous -group {clk gate_clk} -group {pclk}
set_input_delay  4.0 -clock clk  [get_ports {tach_in rst_n}]
set_input_delay  6.0 -clock pclk [get_ports rd_en]
set_output_delay 6.0 -clock pclk [get_ports {rpm_word* fresh}]
