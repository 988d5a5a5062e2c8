read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog leaky_bucket_syn.v
link_design leaky_bucket
read_sdc leaky_bucket.sdc
puts ">> worst setup path"
report_checks -path_delay max -fields {slew cap}
puts ">> through the grant output"
report_checks -through [get_ports grant]
puts ">> anything from depth? (false-pathed)"
report_checks -from [get_ports {depth[0]}]
puts ">> summary"
report_checks -group_count 6 -format summary
report_tns
report_wns
report_worst_slack
