read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog deser_1to8_net.v
link_design deser_1to8
read_sdc deser.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 20 -endpoint_count 1 -format end
report_check_types -all_violators
report_wns
report_tns
