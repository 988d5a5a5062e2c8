read_liberty $::env(OSU035_LIB)
read_verilog syn/bramble_mac_mapped.v
link_design bramble_mac
read_sdc sta/constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
exit
