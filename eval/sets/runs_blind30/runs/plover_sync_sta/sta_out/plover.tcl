read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pnr_in/plover_sync.v
link_design plover_sync
read_sdc sta_out/plover.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -format end -digits 3
report_checks -path_delay max -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
