read_liberty $::env(OSU035_LIB)
read_verilog syn/celestine_clkdiv_osu.v
link_design celestine_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
