read_liberty $::env(LIB)
read_verilog out/tally_mapped.v
link_design tally
read_sdc out/tally.sdc
puts "=== top_ch (argmax) path ==="
report_checks -to [get_ports top_ch*] -path_delay max
puts "=== worst 6 endpoints ==="
report_checks -group_count 6 -format end
puts "=== min_max short form ==="
report_checks -path_delay min_max -format short
report_wns
report_tns
