read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog bloom_hash8_net.v
link_design bloom_hash8
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 3 -endpoint_count 1 -digits 3
report_power
