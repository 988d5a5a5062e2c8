read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/axolotl_div_map.v
link_design axolotl_div
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3 > sta/setup.rpt
report_wns >> sta/setup.rpt
report_tns >> sta/setup.rpt
report_checks -path_delay min -digits 3 > sta/hold.rpt
report_power > sta/power.rpt
