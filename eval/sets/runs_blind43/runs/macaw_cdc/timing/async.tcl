source timing/common.tcl
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 1
report_checks -path_delay min -group_count 1
report_wns
report_tns
