read_liberty $::env(OSU035_LIB)
read_verilog mapped/lechwe_cdc.vg
link_design lechwe_cdc
read_sdc lechwe.sdc
puts "=== clk_a domain ==="
report_checks -path_delay max -to [get_clocks clk_a]
puts "=== clk_b domain ==="
report_checks -path_delay max -to [get_clocks clk_b]
puts "=== hold (all) ==="
report_checks -path_delay min
report_wns
report_tns
report_power
