# i2s_tx timing: bit clock sck, data launched on the falling edge
read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog i2s_tx.netlist.v
link_design i2s_tx
create_clock -name sck -period 20.0 [get_ports sck]
set_input_delay 2.0 -clock sck [delete_from_list [all_inputs] [get_ports sck]]
set_output_delay 2.0 -clock sck [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
