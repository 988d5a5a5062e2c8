read_liberty $::env(OSU035_LIB)
read_verilog netlist/ember_cdc.v
link_design ember_cdc
read_sdc reports/ember.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay max -from [get_clocks fclk] -to [get_clocks sclk]
report_check_types -max_delay -max_transition -verbose
report_wns
report_tns
exit
