read_liberty $env(OSU035_LIB)
read_verilog mapped/stingray_cdc.mapped.v
link_design stingray_cdc
read_sdc clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
