read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog fast_slow_xing_net.v
link_design fast_slow_xing
read_sdc fsx_clocks.sdc
report_clock_properties
check_setup -verbose
report_checks -path_delay min_max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks clk_f] -to [get_clocks clk_s] -digits 3
report_tns
report_wns
