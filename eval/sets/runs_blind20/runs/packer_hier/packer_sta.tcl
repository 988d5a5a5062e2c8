read_liberty $::env(LIB)
read_verilog packer_hier.v
link_design packer
read_sdc packer.sdc
puts "-- unconstrained / check types --"
report_check_types -max_delay -verbose
puts "-- setup, 4 worst endpoints --"
report_checks -group_count 4 -format end
puts "-- lane 2 path detail --"
report_checks -through [get_pins g_lane[2].u_lane/load] -digits 3
report_checks -to [get_ports out_vld] -digits 3
report_wns
report_tns
