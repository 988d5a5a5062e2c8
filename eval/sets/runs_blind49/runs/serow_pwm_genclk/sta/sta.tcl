read_liberty $::env(OSU035_LIB)
read_verilog syn/serow_pwm_mapped.v
link_design serow_pwm
read_sdc sta/serow_pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
