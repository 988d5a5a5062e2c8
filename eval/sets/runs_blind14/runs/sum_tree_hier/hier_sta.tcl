read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sum_tree_hier_net.v
link_design sum_tree_top
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {samples[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_root/*] -digits 3
report_wns
report_tns
