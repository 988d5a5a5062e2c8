read_liberty $::env(OSU035_LIB)
read_verilog work/pipal_cnt.mapped.v
link_design pipal_cnt
read_sdc work/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
