read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/chert_sync.v
link_design chert_sync
read_sdc timing/clocks.sdc
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
