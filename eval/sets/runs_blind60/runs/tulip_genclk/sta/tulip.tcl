read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog tulip_clkdiv.vg
link_design tulip_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
