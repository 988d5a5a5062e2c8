read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog log2_est16_net.v
link_design log2_est16
set_driving_cell -lib_cell INVX1 -pin Y [all_inputs]
set_load 0.05 [all_outputs]
set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
report_checks -path_delay max -fields {input_pin slew cap} -digits 3
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_checks -path_delay max -from [get_ports round_en] -digits 3
report_worst_slack -digits 3
