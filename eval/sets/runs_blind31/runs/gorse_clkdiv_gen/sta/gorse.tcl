read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog net/gorse_clkdiv.v
link_design gorse_clkdiv
read_sdc sta/gorse.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay max -to [get_clocks clk_d3] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
