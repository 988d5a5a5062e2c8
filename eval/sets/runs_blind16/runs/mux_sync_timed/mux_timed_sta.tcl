read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mux_sync_bus_net.v
link_design mux_sync_bus
read_sdc mux_timed.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -path_delay min_max -digits 3
report_wns
report_tns
report_worst_slack
