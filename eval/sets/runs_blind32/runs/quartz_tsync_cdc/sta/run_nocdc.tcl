read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/quartz_tsync_net.v
link_design quartz_tsync
read_sdc sta/clocks.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -from [get_clocks clka] -to [get_clocks clkb] -digits 3
report_wns -digits 3
report_tns -digits 3
exit
