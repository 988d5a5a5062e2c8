read_liberty $::env(OSU035_LIB)
read_verilog syn+map/muscovite_pwm.v
link_design muscovite_pwm
read_sdc timing(gen)/pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
