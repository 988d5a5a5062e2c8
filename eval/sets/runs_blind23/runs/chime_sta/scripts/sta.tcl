read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/chime_seq.gl.v
link_design chime_seq
read_sdc scripts/clocks.sdc
report_clock_properties
report_checks -group_count 3 -path_delay max -digits 3
report_check_types -max_delay -min_delay -max_transition
report_wns
report_tns
