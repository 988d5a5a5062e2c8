read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog onehot_check_mapped.v
link_design onehot_check
set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.5 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_ports idx*] -group_count 4 -endpoint_count 1 -format end
report_worst_slack
