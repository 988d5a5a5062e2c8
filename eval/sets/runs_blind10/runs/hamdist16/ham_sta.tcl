read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog hamdist16_flat.v
link_design hamdist16
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports match] -digits 3
report_wns
report_tns
