read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/egress_shaper.v
link_design egress_shaper
read_sdc shaper.sdc
puts "=== check_setup ==="
check_setup -verbose
puts "=== max paths ==="
report_checks -path_delay max -digits 3 -fields {slew cap}
puts "=== check types ==="
report_check_types -max_delay -min_delay -verbose
puts "=== unconstrained ==="
report_checks -unconstrained -to [get_ports tokens_o*]
puts "=== totals ==="
report_wns
report_tns
