read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog umami_sync.vg
link_design umami_sync
read_sdc constraints/umami.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
