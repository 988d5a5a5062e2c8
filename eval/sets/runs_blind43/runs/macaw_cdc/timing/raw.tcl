source timing/common.tcl
report_checks -path_delay max -group_count 1 -format full
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -path_delay max
report_wns
report_tns
