read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/weasel_cdc.vg
link_design weasel_cdc
read_sdc sta_2clk/clocks.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_clock_properties
