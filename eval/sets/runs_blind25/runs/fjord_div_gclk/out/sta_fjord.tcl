read_liberty $::env(OSU035_LIB)
read_verilog out/fjord_div_gl.v
link_design fjord_div
read_sdc out/fjord.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_wns
report_tns
report_check_types -max_transition -min_pulse_width -min_period -all_violators
exit
