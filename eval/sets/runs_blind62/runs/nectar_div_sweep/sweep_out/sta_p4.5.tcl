read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gate/nectar_div_mapped.v
link_design nectar_div
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
puts "period 4.5 ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
