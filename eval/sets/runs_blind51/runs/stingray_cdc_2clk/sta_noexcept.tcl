read_liberty $env(OSU035_LIB)
read_verilog mapped/stingray_cdc.mapped.v
link_design stingray_cdc
read_sdc clocks.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
