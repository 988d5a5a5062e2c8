read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog thrush_div.vg
link_design thrush_div
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.3 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
