read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/puffin_mac_hier.v
link_design puffin_mac
read_sdc build/puffin.sdc
report_checks -path_delay max -format full_clock_expanded
report_wns
report_tns
report_check_types -max_delay -min_delay -verbose
