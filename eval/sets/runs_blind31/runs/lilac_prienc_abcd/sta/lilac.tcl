read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/lilac_prienc_d3000.v
link_design lilac_prienc
read_sdc sta/lilac.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 4 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
exit
