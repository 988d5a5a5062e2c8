read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/petrel_ram_osu.v
link_design petrel_ram
read_sdc build/petrel.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -format end -group_count 5 -digits 3
report_check_types -max_delay -min_delay -max_transition -min_pulse_width -format slack_only
report_wns -digits 3
report_tns -digits 3
exit
