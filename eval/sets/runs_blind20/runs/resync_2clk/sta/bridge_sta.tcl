read_liberty $::env(LIB)
read_verilog syn/resync_bridge.mapped.v
link_design resync_bridge
read_sdc sta/bridge.sdc
puts "== clock properties =="
report_clock_properties
puts "== worst path per clock group =="
report_checks -path_delay max -group_count 2 -format end
report_checks -path_delay max -path_group snr_clk
puts "== crossing paths (should be none reported: async groups) =="
report_checks -from [get_clocks sys_clk] -to [get_clocks snr_clk] -unconstrained
puts "== hold =="
report_checks -path_delay min -format summary -group_count 4
report_wns
report_tns
