read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/fennel_afifo.v
link_design fennel_afifo
read_sdc sta/fennel.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks wclk] -to [get_clocks rclk] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
