read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog export/benitoite_popcnt.v
link_design benitoite_popcnt
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {din* valid_in}]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay min_max
report_wns
report_tns
report_power
