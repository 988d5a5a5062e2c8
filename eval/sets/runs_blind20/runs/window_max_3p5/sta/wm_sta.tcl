read_liberty $::env(LIB)
read_verilog syn/window_max.vg
link_design window_max
read_sdc sta/wm.sdc
puts "### setup"
report_checks -path_delay max -fields {slew cap input_pin net} -digits 3
puts "### setup endpoints"
report_checks -path_delay max -group_count 8 -format end
puts "### hold"
report_checks -path_delay min -digits 3
puts "### violators"
report_check_types -all_violators
report_wns
report_tns
