read_liberty $::env(OSU035_LIB)
read_verilog results/gharial_uart_gl.v
link_design gharial_uart
create_clock -name uclk -period 5 [get_ports clk]
set_input_delay 0.5 -clock uclk [get_ports {rst rxd}]
set_output_delay 0.5 -clock uclk [all_outputs]
report_checks -path_delay max -group_count 3 -endpoint_count 1
report_checks -path_delay min
report_wns
report_tns
report_power
