read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/jackal_clkgen_net.v
link_design jackal_clkgen
read_sdc syn/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
