read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/rhodium_div3_map.v
link_design rhodium_div3
read_sdc timing/rhodium.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
