read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog edge_rate_mon_net.v
link_design edge_rate_mon
read_sdc erm_async.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_evt] -to [get_clocks clk_ref] -digits 3
report_worst_slack
report_tns
