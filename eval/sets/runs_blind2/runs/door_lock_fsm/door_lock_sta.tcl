read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog door_lock_fsm.gate.v
link_design door_lock_fsm
create_clock -name kclk -period 10.0 [get_ports clk]
set_input_delay 3.0 -clock kclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 3.0 -clock kclk [all_outputs]
set_load 0.2 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
exit
