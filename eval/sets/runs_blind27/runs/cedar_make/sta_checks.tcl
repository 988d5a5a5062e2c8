read_liberty $::env(LIB)
read_verilog $::env(NET)
link_design cedar_fsm
read_sdc cedar.sdc
puts "=== setup (max) ==="
report_checks -path_delay max -digits 3
puts "=== hold (min) ==="
report_checks -path_delay min -digits 3
puts "=== check types ==="
report_check_types -max_transition -all_violators
report_check_types -min_pulse_width -min_period -verbose -digits 3
