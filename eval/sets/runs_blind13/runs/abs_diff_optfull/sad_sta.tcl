read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog abs_diff_sum_net.v
link_design abs_diff_sum
set_driving_cell -lib_cell INVX1 -pin Y [all_inputs]
set_load 0.06 [all_outputs]
set_max_delay 9.0 -from [all_inputs] -to [get_ports {sad[*]}]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 10 -endpoint_count 1 -format end
report_checks -unconstrained -to [get_ports {peak_lane[*]}] -digits 3
report_worst_slack
report_tns
