read_liberty $::env(OSU035_LIB)
read_verilog out/tanuki_gray_map.v
link_design tanuki_gray
# sensor clock 70 MHz-ish, system clock 222 MHz; no clock groups declared yet
create_clock -name clk_a -period 7.0 [get_ports clk_a]
create_clock -name clk_b -period 4.5 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports event_a]
set_output_delay 1.0 -clock clk_b [get_ports {count_b[*] changed_b}]
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks clk_b] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
