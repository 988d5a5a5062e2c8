read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog xor_mul_gf8_net.v
link_design xor_mul_gf8
set_max_delay 2.4 -from [all_inputs] -to [all_outputs]
set_min_delay 0.3 -from [all_inputs] -to [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -through [get_ports mix] -digits 3
report_checks -to [get_ports p_zero] -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_tns
