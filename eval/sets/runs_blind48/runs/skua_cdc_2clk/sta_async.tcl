read_liberty $::env(OSU035_LIB)
read_verilog syn/skua_cdc.vg
link_design skua_cdc
read_sdc clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
