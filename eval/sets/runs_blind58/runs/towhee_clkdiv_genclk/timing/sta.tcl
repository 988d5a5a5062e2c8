read_liberty $::env(OSU035_LIB)
read_verilog gl/towhee_clkdiv.v
link_design towhee_clkdiv
read_sdc timing/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
