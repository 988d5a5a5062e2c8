read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog envelope_det_mapped.v
link_design envelope_det
read_sdc envdet.sdc
puts "## setup"
report_checks -path_delay max -fields {slew input_pins}
puts "## hold"
report_checks -path_delay min
puts "## by check type"
report_check_types -max_delay -min_delay -verbose
puts "## power"
report_power
report_wns
report_tns
