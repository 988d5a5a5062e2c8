read_liberty $::env(OSU035_LIB)
read_verilog amethyst_clkdiv_syn.v
link_design amethyst_clkdiv
read_sdc clkdiv.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
