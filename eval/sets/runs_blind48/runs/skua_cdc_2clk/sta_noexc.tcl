read_liberty $::env(OSU035_LIB)
read_verilog syn/skua_cdc.vg
link_design skua_cdc
read_sdc clocks.sdc
report_checks -path_delay max -group_count 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -path_delay max
report_wns
report_tns
