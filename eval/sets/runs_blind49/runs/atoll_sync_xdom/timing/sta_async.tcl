read_liberty $::env(OSU035_LIB)
read_verilog {synth results/atoll_sync_net.v}
link_design atoll_sync
read_sdc timing/clocks.sdc
set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]
report_checks -path_delay max -digits 3
report_checks -path_delay max -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
