read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/pacer_gen_div250.v
link_design pacer_gen
read_sdc out/pacer.sdc
report_checks -path_delay max -format end -group_count 5
report_checks -path_delay max -digits 3
report_checks -path_delay min -format end -group_count 3
report_worst_slack -digits 3
report_wns -digits 3
report_tns -digits 3
