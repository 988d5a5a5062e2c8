read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mapped/gull_cdc.v
link_design gull_cdc
read_sdc timing/gull.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b]
report_wns
report_tns
