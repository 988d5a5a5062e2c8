read_liberty $::env(OSU035_LIB)
read_verilog build/nephrite_cdc.vg
link_design nephrite_cdc
read_sdc rpt.2clk/clocks.sdc
report_checks -path_delay max -group_count 4 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
