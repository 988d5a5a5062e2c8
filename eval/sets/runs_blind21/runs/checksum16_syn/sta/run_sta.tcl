read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/checksum16_net.v
link_design checksum16
read_sdc sta/constraints.sdc
puts "=== setup ==="
report_checks -path_delay max -digits 3
puts "=== hold ==="
report_checks -path_delay min -digits 3
puts "=== summary ==="
report_wns
report_tns
