read_liberty $::env(OSU035_LIB)
read_verilog odometer_flat.v
link_design odometer_bcd
create_clock -name clk_333 -period 3 [get_ports clk]
set_input_delay 0.5 -clock clk_333 [get_ports {wheel_pulse trip_reset}]
set_output_delay 0.5 -clock clk_333 [all_outputs]
report_checks -group_count 3 -endpoint_count 2
report_checks -format end -group_count 10
report_check_types -min_period -verbose
report_wns
report_tns
