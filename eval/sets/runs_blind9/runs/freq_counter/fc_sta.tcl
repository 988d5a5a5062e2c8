read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog fc_netlist.v
link_design freq_counter
create_clock -name ref_clk -period 20 [get_ports ref_clk]
create_clock -name sig_clk -period 4 [get_ports sig_clk]
set_false_path -from [get_clocks ref_clk] -to [get_clocks sig_clk]
set_false_path -from [get_clocks sig_clk] -to [get_clocks ref_clk]
set_input_delay 2.0 -clock ref_clk [get_ports rst]
set_output_delay 2.0 -clock ref_clk [all_outputs]
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks sig_clk] -to [get_clocks ref_clk] -unconstrained -digits 3
report_wns
report_tns
