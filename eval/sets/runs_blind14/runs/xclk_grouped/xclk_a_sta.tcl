read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog xclk_event_cnt_net.v
link_design xclk_event_cnt
read_sdc xclk_async.sdc
report_clock_properties
report_checks -path_delay min_max -group_count 2 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_wns
report_tns
