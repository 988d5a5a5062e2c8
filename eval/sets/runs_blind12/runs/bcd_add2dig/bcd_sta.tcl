read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog bcd_add2dig_net.v
link_design bcd_add2dig
set_max_delay 5.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.8 -from [all_inputs] -to [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -from [get_ports cin] -to [get_ports cout] -digits 3
report_checks -path_delay max -group_count 9 -endpoint_count 1 -format end
report_worst_slack
