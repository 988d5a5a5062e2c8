read_liberty $env(OSU035_LIB)
read_verilog gl@osu035/bittern_spim.v
link_design bittern_spim
read_sdc sta_out.d/constraints.sdc
report_clocks
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
