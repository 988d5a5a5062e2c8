read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog nonrest_div12_net.v
link_design nonrest_div12
create_clock -name clk -period 15 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "=== single-cycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {_1143_/D _1144_/D _1145_/D _1146_/D _1147_/D _1148_/D _1149_/D _1150_/D _1151_/D _1152_/D _1153_/D _1154_/D _1155_/D _1156_/D _1157_/D _1158_/D _1159_/D _1160_/D _1161_/D }]
set_multicycle_path 1 -hold -to [get_pins {_1143_/D _1144_/D _1145_/D _1146_/D _1147_/D _1148_/D _1149_/D _1150_/D _1151_/D _1152_/D _1153_/D _1154_/D _1155_/D _1156_/D _1157_/D _1158_/D _1159_/D _1160_/D _1161_/D }]
puts "=== with set_multicycle_path 2 -setup / 1 -hold to the result register ==="
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_pins {_1143_/D _1144_/D _1145_/D _1146_/D _1147_/D _1148_/D _1149_/D _1150_/D _1151_/D _1152_/D _1153_/D _1154_/D _1155_/D _1156_/D _1157_/D _1158_/D _1159_/D _1160_/D _1161_/D }] -format end -group_count 4 -endpoint_count 1
report_wns
report_tns
