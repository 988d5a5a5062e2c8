read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog min_find8_net.v
link_design min_find8
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_c0/m_idx*] -digits 3
report_wns
report_tns
report_worst_slack
