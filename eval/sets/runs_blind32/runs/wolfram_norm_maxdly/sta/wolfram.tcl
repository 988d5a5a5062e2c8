read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mapped/wolfram_norm_d4000.v
link_design wolfram_norm
read_sdc sta/wolfram.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports {lz[*]}] -digits 3
report_wns -digits 3
report_tns -digits 3
exit
