read_liberty $::env(OSU035_LIB)
read_verilog syn/walrus_div_net.v
link_design walrus_div
read_sdc sta/walrus_div.sdc
report_clock_properties
report_checks -path_delay max -group_count 4 -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_transition -min_pulse_width -min_period -verbose
report_wns
report_tns
