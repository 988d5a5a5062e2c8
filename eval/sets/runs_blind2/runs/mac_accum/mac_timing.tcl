# mac_accum: setup/hold at 5 ns
set PERIOD 5.0
if {[info exists ::env(MAC_PERIOD)]} { set PERIOD $::env(MAC_PERIOD) }
read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mac_accum_mapped.v
link_design mac_accum
create_clock -name clk -period $PERIOD [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns -digits 3
report_wns -digits 3
exit
