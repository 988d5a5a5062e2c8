read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog radix4_booth_seq_net.v
link_design radix4_booth_seq
create_clock -name mclk -period 4 [get_ports clk]
set_input_delay 0.8 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock mclk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay min -digits 3
report_wns
report_tns
report_worst_slack
