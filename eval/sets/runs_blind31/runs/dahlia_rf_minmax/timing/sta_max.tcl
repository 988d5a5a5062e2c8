read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/dahlia_rf_gates.v
link_design dahlia_rf
read_sdc timing/dahlia.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -group_count 6 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
exit
