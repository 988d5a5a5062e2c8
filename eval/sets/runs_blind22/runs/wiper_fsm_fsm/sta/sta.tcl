read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/wiper_fsm_net.v
link_design wiper_fsm
read_sdc sta/wiper.sdc
puts "== clocks =="
report_clock_properties
puts "== setup =="
report_checks -path_delay max -digits 3
puts "== summary =="
report_wns -digits 3
report_tns -digits 3
report_check_types -max_delay -all_violators
exit
