read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/falcon_clkdiv.v
link_design falcon_clkdiv
read_sdc sdc/falcon_clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 5 -digits 3
report_checks -path_delay min -group_count 3 -format end
report_tns
report_wns
