read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/kumquat_rot.v
link_design kumquat_rot
read_sdc out/kumquat.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 5 -format end -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
