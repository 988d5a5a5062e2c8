read_liberty $::env(OSU035_LIB)
read_verilog bilberry_mac_flat.v
link_design bilberry_mac
read_sdc bilberry_mac.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
