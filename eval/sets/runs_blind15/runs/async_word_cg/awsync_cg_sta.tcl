read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog async_word_sync_net.v
link_design async_word_sync
read_sdc awsync_cg.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_wns
report_tns
