read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mac_tile_hier_netlist.v
link_design mac_tile_hier
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -fields {fanout cap} -digits 2
report_wns
report_tns
