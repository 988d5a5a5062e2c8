read_liberty $::env(OSU035_LIB)
read_verilog cinquefoil_cdc_mapped.v
link_design cinquefoil_cdc
read_sdc two_clocks.sdc
report_checks -path_delay max -to [get_clocks clk_b]
report_checks -path_delay min -to [get_clocks clk_b]
report_wns
report_tns
