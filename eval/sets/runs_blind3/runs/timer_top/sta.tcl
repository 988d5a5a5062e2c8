read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog timer_top.netlist.v
link_design timer_top
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
