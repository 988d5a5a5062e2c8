read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ../runs/rot_accum/rot_accum.gate.v
link_design rot_accum
create_clock -name clk -period 8.18 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay max -digits 3
report_tns
report_wns
