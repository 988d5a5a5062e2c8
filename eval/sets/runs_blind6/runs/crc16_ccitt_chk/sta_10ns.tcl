read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog crc16_ccitt_chk_syn.v
link_design crc16_ccitt_chk
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack -digits 3
report_tns -digits 3
