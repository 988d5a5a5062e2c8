read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog takahe_gray_net.v
link_design takahe_gray
read_sdc clocks.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
