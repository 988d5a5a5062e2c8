read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/turmeric_sync.vg
link_design turmeric_sync
read_sdc sta_out/clocks.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
