read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/wavegen_hier.v
link_design wavegen
read_sdc out/wavegen.sdc
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay max -format end -group_count 8
report_worst_slack -digits 3
report_tns -digits 3
report_power
