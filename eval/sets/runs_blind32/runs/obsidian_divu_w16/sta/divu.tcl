read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/obsidian_divu_w16.v
link_design obsidian_divu
read_sdc sta/divu.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
