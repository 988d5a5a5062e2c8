read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog wrr_sched3_net.v
link_design wrr_sched3
create_clock -name sclk -period 6 [get_ports clk]
set_input_delay 1.2 -clock sclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock sclk [all_outputs]
set_case_analysis 0 [get_ports test_mode]
check_setup -verbose
report_checks -path_delay max -group_count 4 -endpoint_count 1 -format end
report_checks -path_delay max -digits 3
report_tns
report_wns
