read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog keypad_scan_net.v
link_design keypad_scan
read_sdc keypad.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 8 -endpoint_count 1 -format end
report_check_types -all_violators
report_tns
