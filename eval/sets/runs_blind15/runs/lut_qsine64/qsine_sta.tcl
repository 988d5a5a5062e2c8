read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lut_qsine64_net.v
link_design lut_qsine64
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_case_analysis 0 [get_ports test_mode]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_ports test_mode] -digits 3
report_check_types -max_delay -min_delay -verbose
report_worst_slack
