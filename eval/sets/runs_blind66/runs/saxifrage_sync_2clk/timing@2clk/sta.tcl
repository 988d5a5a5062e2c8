read_liberty $::env(OSU035_LIB)
read_verilog syn-out.d/saxifrage_sync_osu.v
link_design saxifrage_sync
read_sdc timing@2clk/two_clocks.sdc
report_checks -path_delay max -path_group clk_a -digits 3
report_checks -path_delay max -path_group clk_b -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
