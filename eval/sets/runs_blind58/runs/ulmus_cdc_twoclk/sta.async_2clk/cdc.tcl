read_liberty $::env(OSU035_LIB)
read_verilog netlists/ulmus_cdc.v
link_design ulmus_cdc
read_sdc sta.async_2clk/cdc.sdc
report_checks -path_delay max -group_count 2
report_checks -path_delay min -group_count 2
report_wns
report_tns
