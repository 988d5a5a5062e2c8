read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/almond_fir_netlist.v
link_design almond_fir
read_sdc sta/almond.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 3 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
