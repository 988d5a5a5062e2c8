read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/yaw_integ.v
link_design yaw_integ
read_sdc reports/yaw.sdc
report_checks -path_delay max -fields {slew input_pins} -digits 3
report_checks -path_delay max -format end -group_count 10
report_check_types -max_delay -all_violators -format slack_only
report_wns
report_tns
report_power -digits 4
