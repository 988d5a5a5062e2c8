read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/toggle_sync_net.v
link_design toggle_sync
read_sdc sta/clocks.sdc
puts ">>> per-clock worst paths"
report_checks -group_count 2 -digits 3
puts ">>> slack by clock"
report_worst_slack -digits 3
report_tns -digits 3
puts ">>> clocks"
report_clock_properties
exit
