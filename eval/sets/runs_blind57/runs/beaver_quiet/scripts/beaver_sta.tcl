read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gate/beaver_mac.vg
link_design beaver_mac
create_clock -name mclk -period 12.5 [get_ports clk]
set_input_delay 1.5 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock mclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
