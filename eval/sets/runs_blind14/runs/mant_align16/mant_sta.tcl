read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mant_align16_net.v
link_design mant_align16
set_driving_cell -lib_cell BUFX2 -pin Y [all_inputs]
set_load 0.05 [all_outputs]
set_max_delay 5.5 -from [all_inputs] -to [all_outputs]
puts "--- bypass live ---"
report_checks -path_delay max -digits 3
set_case_analysis 0 [get_ports bypass]
puts "--- bypass tied to 0 by set_case_analysis ---"
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_ports swapped] -digits 3
report_checks -path_delay max -group_count 30 -endpoint_count 1 -format end
report_checks -unconstrained -from [get_ports bypass] -digits 3
report_worst_slack
