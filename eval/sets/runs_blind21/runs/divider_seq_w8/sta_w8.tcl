read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/divider_seq_w8.v
link_design divider_seq
read_sdc div.sdc
report_checks -path_delay min_max -digits 3
report_check_types -max_delay -min_delay -max_transition
report_wns
report_tns
