read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/sorrel_div.v
link_design sorrel_div
read_sdc sta/sorrel.sdc
report_clock_properties
report_checks -path_delay max -from [get_clocks fast_clk] -to [get_clocks div4_clk] -digits 3
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
