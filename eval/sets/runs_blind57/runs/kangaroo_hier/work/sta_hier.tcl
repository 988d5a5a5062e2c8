read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/kangaroo_timer_hier.v
link_design kangaroo_timer
create_clock -name tclk -period 7 [get_ports clk]
set_input_delay 1 -clock tclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock tclk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
