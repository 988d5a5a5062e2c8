read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/nautilus_mult_net.v
link_design nautilus_mult
read_sdc _sta_/constraints.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
