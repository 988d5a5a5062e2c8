read_liberty $::env(OSU035_LIB)
read_verilog out/azurite_uarttx_osu035.v
link_design azurite_uarttx
read_sdc constraints/azurite.sdc
puts "=== setup (max) ==="
report_checks -path_delay max -digits 3
puts "=== hold (min) ==="
report_checks -path_delay min -digits 3
report_wns
report_tns
