read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/handshake_sync.v
link_design handshake_sync
read_sdc hs.sdc
puts "## clocks"
report_clock_properties
puts "## setup per clock group"
report_checks -path_delay max -group_count 2 -digits 3
puts "## hold"
report_checks -path_delay min -digits 3
puts "## unconstrained"
report_checks -unconstrained -group_count 1
puts "## totals"
report_wns
report_tns
report_worst_slack
