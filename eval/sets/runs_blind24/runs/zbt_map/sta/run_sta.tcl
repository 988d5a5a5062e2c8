read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/zbt_ctrl.mapped.v
link_design zbt_ctrl
read_sdc sta/zbt.sdc
puts "=== setup ==="
report_checks -path_delay max -digits 3
puts "=== hold ==="
report_checks -path_delay min -digits 3
report_check_types -max_delay -min_delay -format slack_only
report_wns
report_tns
report_clock_properties
