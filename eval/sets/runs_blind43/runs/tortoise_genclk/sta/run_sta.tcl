read_liberty $::env(OSU035_LIB)
read_verilog mapped/tortoise_clkdiv.vg
link_design tortoise_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
