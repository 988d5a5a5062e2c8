read_liberty $::env(OSU035_LIB)
read_verilog i2c_cond_det_net.v
link_design i2c_cond_det
create_clock -name i2c_sys -period 10.0 [get_ports clk]
# pessimistic skew budget for an unbalanced clock tree
set_clock_uncertainty -setup 0.4 [get_clocks i2c_sys]
set_clock_uncertainty -hold 0.9 [get_clocks i2c_sys]
set_input_delay 0.0 -clock i2c_sys [get_ports {scl_in sda_in}]
set_output_delay 1.0 -clock i2c_sys [all_outputs]
report_checks -path_delay min -group_count 3
report_checks -path_delay max
report_check_types -min_delay -max_delay
report_wns
report_tns
