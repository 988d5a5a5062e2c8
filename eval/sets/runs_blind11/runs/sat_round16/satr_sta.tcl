read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sat_round16_net.v
link_design sat_round16
set_max_delay 12.0 -from [all_inputs] -to [all_outputs]
set_min_delay 1.0 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_wns
report_worst_slack
