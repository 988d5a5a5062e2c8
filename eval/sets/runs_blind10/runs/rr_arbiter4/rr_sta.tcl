read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog rr_arbiter4_hier.v
link_design rr_arbiter4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -through [get_pins u_pick_m/any] -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
