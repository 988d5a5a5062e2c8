read_liberty $::env(OSU035_LIB)
read_verilog odometer_hier.v
link_design odometer_bcd
create_clock -name clk_100 -period 10 [get_ports clk]
set_input_delay 2 -clock clk_100 [get_ports {wheel_pulse trip_reset}]
set_output_delay 2 -clock clk_100 [all_outputs]
report_clock_properties
report_checks -group_count 3 -endpoint_count 2
report_checks -path_delay min -group_count 2
report_wns
